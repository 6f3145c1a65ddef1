import { existsSync, readdirSync, watchFile } from 'node:fs';
import { join } from 'node:path';
import { Router, type Response } from 'express';

const CLIENT = `new EventSource('/__live-reload/events').addEventListener('message', () => location.reload());\n`;
export const LIVE_RELOAD_SCRIPT = '<script src="/__live-reload.js" defer></script>';

/**
 * For `npm run dev` only: reloads open pages when any part of the site finishes a rebuild
 * (every browser build ends by writing its manifest).
 */
export function liveReload(distRoot: string): Router {
  const clients = new Set<Response>();
  let timer: NodeJS.Timeout | undefined;
  // Polling survives the build deleting and recreating its output folder, which breaks fs.watch.
  for (const manifest of builtManifests(distRoot)) {
    watchFile(manifest, { interval: 400 }, (current, previous) => {
      if (current.mtimeMs === previous.mtimeMs || current.mtimeMs === 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => clients.forEach((client) => client.write('data: reload\n\n')), 300);
    });
  }
  const router = Router();
  router.get('/__live-reload.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-store');
    res.send(CLIENT);
  });
  router.get('/__live-reload/events', (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  return router;
}

function builtManifests(distRoot: string): string[] {
  return readdirSync(distRoot)
    .map((app) => join(distRoot, app, 'browser', 'mf-manifest.json'))
    .filter((manifest) => existsSync(manifest));
}

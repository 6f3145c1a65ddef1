import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type Response } from 'express';

const CLIENT = `new EventSource('/__live-reload/events').addEventListener('message', () => location.reload());\n`;
export const LIVE_RELOAD_SCRIPT = '<script src="/__live-reload.js" defer></script>';
const POLL_MS = 400;

/** The newest modification time of any built browser file, across every app in dist/. */
function newestBuildTime(distRoot: string): number {
  let newest = 0;
  for (const app of readdirSync(distRoot)) {
    const folder = join(distRoot, app, 'browser');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      try {
        newest = Math.max(newest, statSync(join(folder, file)).mtimeMs);
      } catch {
        // deleted while a build was writing: the next poll sees the result
      }
    }
  }
  return newest;
}

/**
 * For `npm run dev` only: reloads open pages when any part of the site finishes a rebuild. Polling
 * survives builds that delete and recreate their output folder, which breaks fs.watch.
 */
export function liveReload(distRoot: string): Router {
  const clients = new Set<Response>();
  let lastBuild = newestBuildTime(distRoot);
  let pending: NodeJS.Timeout | undefined;
  setInterval(() => {
    const latest = newestBuildTime(distRoot);
    if (latest <= lastBuild) return;
    lastBuild = latest;
    clearTimeout(pending);
    pending = setTimeout(() => clients.forEach((client) => client.write('data: reload\n\n')), 300);
  }, POLL_MS).unref();

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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { PRERENDER_ORIGIN_PLACEHOLDER, prerenderedPageKey, prerenderedPagePath, type RemoteKey, type RemoteLocations } from '@solar/shared-contracts';
import { frameKey, NOT_FOUND_KEY, PRERENDER_SLOT } from '../src/app/prerender-frames';
import { routeTable } from '../src/app/route-table';

const FRESH_FOR_MS = 5_000;
const FETCH_TIMEOUT_MS = 400;
/** Route parameter values that may name a prerendered file (anything else is rendered by the browser). */
const SAFE_PARAM = /^[\w-]{1,64}$/;

type Cached = { html: string | null; fetchedAt: number };

/**
 * A remote's prerendered pages as the server last saw them, re-read every few seconds like its manifest so a
 * redeployed remote's new pages are sent on the next load. A remote that is slow, down or older than prerendering
 * costs the page only its early paint: the browser then renders it as before.
 */
export class RemotePrerenders {
  private readonly cache = new Map<string, Cached>();
  private readonly pending = new Map<string, Promise<string | null>>();

  constructor(private readonly internalLocations: RemoteLocations) {}

  async get(remote: RemoteKey, page: string, params: readonly string[] = []): Promise<string | null> {
    const key = `${remote}:${prerenderedPageKey(page, params)}`;
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.fetchedAt < FRESH_FOR_MS) return cached.html;
    let request = this.pending.get(key);
    if (!request) {
      request = this.fetchPage(key, remote, prerenderedPagePath(page, params)).finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    return request;
  }

  private async fetchPage(key: string, remote: RemoteKey, path: string): Promise<string | null> {
    let html: string | null = null;
    try {
      const response = await fetch(this.internalLocations[remote] + path, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      html = response.ok ? await response.text() : null;
    } catch {
      html = null;
    }
    this.cache.set(key, { html, fetchedAt: Date.now() });
    return html;
  }
}

/** The shell's own prerendered frames, from its build (read once: they change only with a new shell build). */
export class ShellFrames {
  private readonly frames = new Map<string, string | null>();

  constructor(private readonly dir: string) {}

  get(key: string): string | null {
    if (!this.frames.has(key)) {
      let html: string | null = null;
      try {
        html = readFileSync(join(this.dir, `${key}.html`), 'utf8');
      } catch {
        html = null;
      }
      this.frames.set(key, html);
    }
    return this.frames.get(key) ?? null;
  }
}

/**
 * The HTML a visitor sees before any script runs: the route's frame (header, footer) around the remote's
 * prerendered page, with asset addresses pointing at the remote's public origin. Empty when either part is
 * missing, and the page is then rendered by the browser alone. Empty too for an address with a query (PayPal's
 * return, a contact subject): the prerendered page is the plain address's, and the live app hydrating it must
 * render exactly that.
 */
export async function prerenderedBody(url: string, remotes: RemoteLocations, frames: ShellFrames, pages: RemotePrerenders): Promise<string> {
  const [pathname = '', query] = url.split('?');
  if (query !== undefined) return '';
  const index = routeTable.findIndex((route) => matchPath(route.path, pathname));
  const entry = routeTable[index];
  if (!entry) return withOrigin(frames.get(NOT_FOUND_KEY) ?? '', '');
  const frame = frames.get(frameKey(index));
  const params = Object.values(matchPath(entry.path, pathname)?.params ?? {}).map(String);
  if (!frame || !frame.includes(PRERENDER_SLOT) || !params.every((value) => SAFE_PARAM.test(value))) return '';
  const page = await pages.get(entry.remote, entry.page, params);
  if (!page) return '';
  return withOrigin(frame, '').replace(PRERENDER_SLOT, () => withOrigin(page, remotes[entry.remote]));
}

function withOrigin(html: string, origin: string): string {
  return html.split(PRERENDER_ORIGIN_PLACEHOLDER).join(origin);
}

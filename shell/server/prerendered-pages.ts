import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from '@solar/shared-routing';
import {
  PRERENDER_ORIGIN_PLACEHOLDER,
  prerenderedPagePath,
  splitPageHead,
  type PageHead,
  type RemoteKey,
  type RemoteLocations,
} from '@solar/shared-contracts';
import { NOT_FOUND_KEY, PRERENDER_SLOT } from '../src/app/prerender-frames';
import { RemoteFileCache } from './remote-file-cache';
import { findRoute, frameKeyOf } from './site-routes';

/** Route parameter values that may name a prerendered file (anything else is rendered by the browser). */
const SAFE_PARAM = /^[\w-]{1,64}$/;

/**
 * A remote's prerendered pages as it serves them now, so a redeployed remote's new page is sent on the very next
 * load and matches the code the browser loads with it. A remote that is slow, down or older than prerendering
 * costs the page only its early paint: the browser then renders it as before.
 */
export class RemotePrerenders {
  private readonly files = new RemoteFileCache((html) => html);

  constructor(private readonly internalLocations: RemoteLocations) {}

  get(remote: RemoteKey, page: string, params: readonly string[] = [], requestId?: string): Promise<string | null> {
    return this.files.get(this.internalLocations[remote] + prerenderedPagePath(page, params), requestId);
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

/** A prerendered page put together: its body, and what the page says about itself for the head (decision 071). */
export type PrerenderedPage = { body: string; head: PageHead };

const NONE: PrerenderedPage = { body: '', head: {} };

/**
 * The HTML a visitor sees before any script runs: the route's frame (header, footer) around the remote's
 * prerendered page, with asset addresses pointing at the remote's public origin, and the head facts the remote's
 * file begins with. Empty when either part is missing, and the page is then rendered by the browser alone. Empty
 * too for an address with a query (PayPal's return, a contact subject): the prerendered page is the plain
 * address's, and the live app hydrating it must render exactly that.
 */
export async function prerenderedBody(
  url: string,
  remotes: RemoteLocations,
  frames: ShellFrames,
  pages: RemotePrerenders,
  requestId?: string,
): Promise<PrerenderedPage> {
  const [pathname = '', query] = url.split('?');
  if (query !== undefined) return NONE;
  const entry = findRoute(pathname);
  if (!entry) return { body: withOrigin(frames.get(NOT_FOUND_KEY) ?? '', ''), head: {} };
  const frame = frames.get(frameKeyOf(entry));
  const params = Object.values(matchPath(entry.path, pathname)?.params ?? {}).map(String);
  if (!frame || !frame.includes(PRERENDER_SLOT) || !params.every((value) => SAFE_PARAM.test(value))) return NONE;
  const file = await pages.get(entry.remote, entry.page, params, requestId);
  if (!file) return NONE;
  const { head, html } = splitPageHead(file);
  const body = withOrigin(frame, '').replace(PRERENDER_SLOT, () => withOrigin(html, remotes[entry.remote]));
  return { body, head };
}

export function withOrigin(html: string, origin: string): string {
  return html.split(PRERENDER_ORIGIN_PLACEHOLDER).join(origin);
}

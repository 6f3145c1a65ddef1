import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { matchPath } from '@solar/shared-routing';
import { requestIdOf } from '@solar/static-host';
import { frameKey, PRERENDER_SLOT } from '../../src/app/prerender-frames';
import { routeTable, type RouteEntry } from '../../src/app/route-table';
import { logger } from '../logger';
import { preloadHintList, renderPage } from '../page-html';
import type { ShellFrames } from '../prerendered-pages';
import type { RemoteManifests } from '../remote-manifests';
import type { SharedFiles } from '../startup-assets';
import type { RemoteLocations } from '@solar/shared-contracts';
import { drawnPageParts } from './drawn-page';
import { givesFreshPage } from './gift-marker';
import { cachedPage, sendCachedPage, type CachedPage, type PageCache } from './page-cache';
import type { RemoteFragments } from './remote-fragments';

export type DrawnPagesOptions = {
  remotes: RemoteLocations;
  publicOrigin: string;
  template: () => string;
  frames: ShellFrames;
  manifests: RemoteManifests;
  fragments: RemoteFragments;
  cache: PageCache;
  shellFiles: readonly string[];
  shellShared: SharedFiles;
  render: typeof renderPage;
  /** Every header a page carries (CSP, Permissions-Policy, …), worked out once. */
  documentHeaders: OutgoingHttpHeaders;
  isTrustedProxy: (address: string) => boolean;
};

/** Runs a page-header middleware (helmet's) once against a stand-in answer, for the headers it always sets. */
export function headersOf(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = value as string;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => undefined);
  return headers;
}

/** The path of a request for a page that is drawn at request time, with no query; null for anything else. */
function drawnPath(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.includes('?') ? null : url;
}

/**
 * Pages their remotes draw at request time (decision 053), kept here as the bytes they are sent as. A kept page is
 * sent by `fast` before Express runs at all: no React, no templating, no compression, no middleware, only its
 * headers and one buffer. A miss is drawn by the remote and put together by `send` inside the usual pipeline.
 */
export class DrawnPages {
  constructor(private readonly options: DrawnPagesOptions) {}

  /**
   * The route of an address drawn at request time. Never a page of a person's own data (`noStore`): this replica
   * keeps what it draws for every visitor.
   */
  routeOf(path: string): RouteEntry | null {
    const route = routeTable.find((entry) => matchPath(entry.path, path));
    return route?.drawn === 'request' && !route.noStore ? route : null;
  }

  /** Sends a kept page straight from the cache (true), or leaves the request to the app (false). */
  fast(req: IncomingMessage, res: ServerResponse): boolean {
    const path = drawnPath(req);
    if (!path || givesFreshPage(req.headers.cookie, path)) return false;
    const found = this.options.cache.lookup(path);
    if (!found) return false;
    if (found.state === 'stale') {
      const route = this.routeOf(path);
      if (route) void this.options.cache.get(path, () => this.draw(path, route, false)).catch(() => undefined);
    }
    const requestId = requestIdOf(req, this.options.isTrustedProxy);
    sendCachedPage(req, res, found.page, requestId);
    logger.info(
      { method: req.method, path, status: res.statusCode, durationMs: 0, requestId },
      `${req.method} ${path} ${res.statusCode} 0ms`,
    );
    return true;
  }

  /** Sends the page at the request's address if it is drawn at request time and its remote drew it (true). */
  async send(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = drawnPath(req);
    const route = path ? this.routeOf(path) : null;
    if (!path || !route) return false;
    const fresh = givesFreshPage(req.headers.cookie, path);
    const draw = () => this.draw(path, route, fresh);
    const page = fresh ? await this.options.cache.refresh(path, draw) : await this.options.cache.get(path, draw);
    if (!page) return false;
    sendCachedPage(req, res, page);
    return true;
  }

  /** The page as its remote draws it now, put together in its frame; null when it cannot be drawn. */
  async draw(path: string, route: RouteEntry, fresh: boolean): Promise<CachedPage | null> {
    const { options } = this;
    const index = routeTable.indexOf(route);
    const frame = options.frames.get(frameKey(index));
    if (!frame?.includes(PRERENDER_SLOT)) return null;
    const [fragment, hints, manifest] = await Promise.all([
      options.fragments.get(route.remote, path, { fresh }),
      preloadHintList(path, options.remotes, options.manifests, options.shellFiles, options.shellShared),
      options.manifests.get(route.remote),
    ]);
    if (!fragment) return null;
    const { status, ...parts } = drawnPageParts({
      path,
      route,
      fragment,
      frame,
      remotes: options.remotes,
      publicOrigin: options.publicOrigin,
      hints,
      manifestVersion: manifest?.metaData?.buildInfo?.buildVersion,
    });
    const html = options.render({ template: options.template(), ...parts });
    const headers: OutgoingHttpHeaders = {
      ...options.documentHeaders,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...(route.noindex ? { 'x-robots-tag': 'noindex' } : {}),
    };
    return cachedPage(status, headers, html, fragment.maxAgeMs, Date.now(), options.cache.peek(path));
  }
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { requestIdOf } from '@solar/static-host';
import { PRERENDER_SLOT } from '../../src/app/prerender-frames';
import type { RouteEntry } from '../../src/app/route-table';
import { logger } from '../logger';
import { preloadHintList, renderPage } from '../page-html';
import type { ShellFrames } from '../prerendered-pages';
import type { RemoteManifests } from '../remote-manifests';
import type { SharedFiles } from '../startup-assets';
import { carriesMarker, type RemoteLocations } from '@solar/shared-contracts';
import { drawnPageParts } from './drawn-page';
import { cachedPage, sendCachedPage, type CachedPage, type PageCache } from './page-cache';
import { countPageCacheLookup } from './page-cache-metrics';
import type { RemoteFragments } from './remote-fragments';
import { findRoute, frameKeyOf, runTimeRoutes } from '../site-routes';
import { visitIdOf } from '../visit-id';

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
  /** The visit each draw in flight was started for, by address: a visit that waits on it logs whose it is. */
  private readonly drawing = new Map<string, string | undefined>();

  constructor(private readonly options: DrawnPagesOptions) {}

  /**
   * The route of an address drawn at request time. Never a page of a person's own data (`noStore`): this replica
   * keeps what it draws for every visitor.
   */
  routeOf(path: string): RouteEntry | null {
    const route = findRoute(path);
    return route?.drawn === 'request' && !route.noStore ? route : null;
  }

  /** Sends a kept page straight from the cache (true), or leaves the request to the app (false). */
  fast(req: IncomingMessage, res: ServerResponse): boolean {
    const path = drawnPath(req);
    const found = path ? this.options.cache.lookup(path) : null;
    if (!path || !found || carriesMarker(req.headers.cookie, found.page.marker)) return false;
    countPageCacheLookup(found.state === 'fresh' ? 'hit' : 'stale');
    const requestId = requestIdOf(req, this.options.isTrustedProxy);
    if (found.state === 'stale') {
      const route = this.routeOf(path);
      if (route)
        void this.options.cache.get(path, () => this.draw(path, route, false, requestId)).catch(() => undefined);
    }
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
    const { cache } = this.options;
    const cookie = req.headers.cookie;
    // The visitor's own change (their gift) may have moved this page: it is drawn past every cache for them.
    const fresh = carriesMarker(cookie, cache.peek(path)?.marker);
    const visitId = visitIdOf(req);
    const kept = fresh ? null : cache.lookup(path);
    countPageCacheLookup(fresh ? 'fresh' : kept ? (kept.state === 'fresh' ? 'hit' : 'stale') : 'miss');
    const waitsOn = fresh || kept ? undefined : this.drawing.get(path);
    const draw = (pastCaches: boolean) => () => this.draw(path, route, pastCaches, visitId);
    // Dropped by a change a moment ago: its remote reads past its own cache too.
    const changed = !fresh && cache.changedLately(path);
    let page = fresh ? await cache.refresh(path, draw(true)) : await cache.get(path, draw(changed));
    if (waitsOn && visitId && waitsOn !== visitId)
      logger.info(
        { requestId: visitId, drawRequestId: waitsOn, path },
        `page ${path} shared: drawn for request ${waitsOn}`,
      );
    // A page first drawn for this visitor names the marker only now.
    if (!fresh && !changed && page && carriesMarker(cookie, page.marker)) page = await cache.refresh(path, draw(true));
    if (!page) return false;
    sendCachedPage(req, res, page);
    return true;
  }

  /**
   * The page as its remote draws it now, put together in its frame; null when it cannot be drawn. The remote is
   * asked under `requestId`, the visit that caused the draw (decision 061).
   */
  async draw(path: string, route: RouteEntry, fresh: boolean, requestId?: string): Promise<CachedPage | null> {
    // A draw past the cache (a visitor's own gift) is shared with nobody.
    if (fresh) return this.drawNow(path, route, fresh, requestId);
    this.drawing.set(path, requestId);
    try {
      return await this.drawNow(path, route, fresh, requestId);
    } finally {
      if (this.drawing.get(path) === requestId) this.drawing.delete(path);
    }
  }

  private async drawNow(path: string, route: RouteEntry, fresh: boolean, requestId?: string) {
    const { options } = this;
    const frame = options.frames.get(frameKeyOf(route));
    if (!frame?.includes(PRERENDER_SLOT)) return null;
    const [fragment, hints, manifest] = await Promise.all([
      options.fragments.get(route.remote, path, { fresh, requestId }),
      preloadHintList(path, options.remotes, options.manifests, options.shellFiles, options.shellShared, requestId),
      options.manifests.get(route.remote, requestId),
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
    const html = options.render({ template: options.template(), ...parts, routes: runTimeRoutes() });
    const headers: OutgoingHttpHeaders = {
      ...options.documentHeaders,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...(route.noindex ? { 'x-robots-tag': 'noindex' } : {}),
    };
    const facts = { keys: fragment.keys ?? [], ...(fragment.marker ? { marker: fragment.marker } : {}) };
    return cachedPage(status, headers, html, fragment.maxAgeMs, Date.now(), options.cache.peek(path), facts);
  }
}

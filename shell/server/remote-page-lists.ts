import {
  REMOTE_PAGES_PATH,
  remotePagesIn,
  type RemoteKey,
  type RemoteLocations,
  type RemotePage,
} from '@solar/shared-contracts';
import { routeTable, routesOf, type RouteEntry } from '../src/app/route-table';
import { fetchText } from './fetch-text';
import { logger } from './logger';
import { setRunTimeRoutes } from './site-routes';
import { requestIdHeader } from './visit-id';

const FETCH_TIMEOUT_MS = 1_000;
/** Lists read longer ago than this are read again (with If-None-Match: a 304 while the remote's build is the same). */
export const LISTS_FRESH_MS = 1_000;
/** An address no route answers asks again sooner: a page its remote has just shipped is served at once. */
export const UNKNOWN_PATH_FRESH_MS = 100;

/** One remote's published pages: the last list read is kept through a hiccup; a 404 publishes none. */
class RemotePageList {
  pages: readonly RemotePage[] = [];
  private etag: string | null = null;

  constructor(
    private readonly remote: RemoteKey,
    private readonly url: string,
  ) {}

  async read(requestId: string | undefined): Promise<void> {
    try {
      const headers = { ...(this.etag ? { 'If-None-Match': this.etag } : {}), ...requestIdHeader(requestId) };
      const response = await fetchText(this.url, { headers, timeoutMs: FETCH_TIMEOUT_MS });
      if (response.status === 304) return;
      if (response.status === 404) {
        this.pages = [];
        this.etag = null;
        return;
      }
      const pages = response.status === 200 ? remotePagesIn(JSON.parse(response.text), this.remote) : null;
      if (!pages) throw new Error(`no page list (${response.status})`);
      this.pages = pages;
      this.etag = response.etag;
    } catch (error) {
      logger.debug({ remote: this.remote, err: error }, 'page list not read: the last one stands');
    }
  }
}

/** The pages a remote publishes that the shell's build did not route (another key, or another remote's). */
function laterPages(pages: readonly RemotePage[]): RouteEntry[] {
  const built = new Set(routeTable.map((route) => `${route.remote} ${route.page}`));
  const paths = new Set(routeTable.map((route) => route.path));
  return pages
    .filter((page) => !built.has(`${page.owner} ${page.key}`))
    .flatMap(routesOf)
    .filter((route) => !paths.has(route.path));
}

/**
 * Every remote's public pages as its running build publishes them (REMOTE_PAGES_PATH, decision 081), so a page a
 * remote ships after the shell's build is routed, framed, headed and listed without the shell being rebuilt. Read
 * in the background at most once a second while pages are asked for (under the id of the visit that caused it), and
 * before the answer for an address no known route answers (unless read within UNKNOWN_PATH_FRESH_MS). Concurrent
 * reads share one.
 */
export class RemotePageLists {
  private readonly lists: RemotePageList[];
  private readAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;
  /** Whether the lists have been read once (each remote answered, or was given up on). */
  loaded = false;

  constructor(
    internalLocations: RemoteLocations,
    private readonly now: () => number = Date.now,
  ) {
    this.lists = (Object.keys(internalLocations) as RemoteKey[]).map(
      (remote) => new RemotePageList(remote, internalLocations[remote] + REMOTE_PAGES_PATH),
    );
  }

  /** Reads the lists again unless read within `freshMs`; resolves once the routes are as read. */
  refresh(freshMs = LISTS_FRESH_MS, requestId?: string): Promise<void> {
    if (this.pending) return this.pending;
    if (this.now() - this.readAt < freshMs) return Promise.resolve();
    this.readAt = this.now();
    this.pending = this.readAll(requestId).finally(() => (this.pending = null));
    return this.pending;
  }

  private async readAll(requestId: string | undefined): Promise<void> {
    await Promise.all(this.lists.map((list) => list.read(requestId)));
    setRunTimeRoutes(laterPages(this.lists.flatMap((list) => list.pages)));
    this.loaded = true;
  }
}

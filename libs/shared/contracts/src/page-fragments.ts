/**
 * Pages a remote draws at request time (decision 053). The shell's server asks the remote that owns the page, and
 * splices the answer into the page's frame exactly as it splices a prerendered page: it knows no page's data.
 *
 *   GET <remote>/_page?path=/blogs/3           (header `x-solar-fresh: 1`: read the API past any cache)
 *   200 application/json PageFragment          the page, drawn from the API by the remote's own build
 *   404                                        the remote draws no page at that address
 *   503                                        the remote cannot draw it now (API down): the browser draws it
 */
export const PAGE_FRAGMENT_PATH = '/_page';

/** Asks the remote to read past its own short cache (a visitor's own change must show on their next page). */
export const FRESH_PAGE_HEADER = 'x-solar-fresh';

/** The data block a drawn page hydrates from: `<script id="page-data" type="application/json">`. */
export const PAGE_DATA_ID = 'page-data';

/** Stands for the site's public origin in a fragment's head (JSON-LD URLs); the shell's server fills it in. */
export const SITE_ORIGIN_PLACEHOLDER = '__SOLAR_SITE_ORIGIN__';

/** What a drawn page says about itself for the head, in a form that names no page's data. */
export type PageHead = {
  /** The page's own name, before the site's in the tab title; the registry's title without it. */
  title?: string;
  /** The page's description; the registry's without it. */
  description?: string;
  ogType?: 'website' | 'article';
  /** The Open Graph image, a site path or an absolute URL; the site's social card without it. */
  ogImage?: { url: string; width: number; height: number; alt: string };
  /** Structured data objects; URLs may begin with SITE_ORIGIN_PLACEHOLDER. Replaces the shell's own for the page. */
  jsonLd?: Record<string, unknown>[];
  /** `<link rel="alternate">` elements: a feed. */
  alternates?: { type: string; href: string; title: string }[];
  /** When the page's content last changed (ISO 8601). */
  lastmod?: string;
};

/**
 * The hydration data block: every API read the page was drawn from, by its address (`/api/articles/3`), null for
 * one the API answered 404. The page's first render in the browser seeds its query client from it, so it renders
 * the same HTML without a request. `path` names the page it belongs to: a block for another address is ignored.
 */
export type PageData = { path: string; reads: Record<string, unknown> };

export type PageFragment = {
  /** The id of the remote's build that drew it (its version.json `builtAt` and version). */
  build: string;
  /**
   * That build's own copy of its remote entry (`remoteEntry.<hash>.js`, kept with the build's chunks, decision 030):
   * the page loads the very code that drew it, whatever the remote has been redeployed to since.
   */
  entry?: string;
  status: 200 | 404;
  /** The page's HTML with its styles first, asset URLs beginning with PRERENDER_ORIGIN_PLACEHOLDER. */
  html: string;
  head: PageHead;
  data: PageData;
  /** How long the page may be reused by the shell (the remote's freshness promise: within 5 s in all). */
  maxAgeMs: number;
};

/** Whether a value is a fragment the shell can splice (a remote of another version may answer something else). */
export function isPageFragment(value: unknown): value is PageFragment {
  const fragment = value as Partial<PageFragment> | null;
  return (
    typeof fragment === 'object' &&
    fragment !== null &&
    typeof fragment.build === 'string' &&
    (fragment.status === 200 || fragment.status === 404) &&
    typeof fragment.html === 'string' &&
    typeof fragment.head === 'object' &&
    fragment.head !== null &&
    typeof fragment.data === 'object' &&
    fragment.data !== null &&
    typeof fragment.data.path === 'string' &&
    typeof fragment.maxAgeMs === 'number' &&
    (fragment.entry === undefined || /^remoteEntry\.[0-9a-f]{8,}\.js$/.test(fragment.entry))
  );
}

/** One API read as a page's draw sees it: the answer, no such thing (404), or nothing usable in time. */
export type ApiRead<T = unknown> = { status: 'found'; body: T } | { status: 'missing' } | { status: 'unavailable' };

/** What a remote's own code draws for an address: the fragment without the server's build facts. */
export type DrawnPage = Pick<PageFragment, 'status' | 'html' | 'head'> & { reads: Record<string, unknown> };

/**
 * What a remote's server bundle (`dist/<remote>/render/prerender.js`) exports for request-time pages: the page at
 * `path` drawn from the API reads it asks `read` for, null when it draws no page there, and `unavailable` when a
 * read it needs failed (the browser then draws the page).
 */
export type PageDrawer = (
  path: string,
  read: <T>(url: string) => Promise<ApiRead<T>>,
) => Promise<DrawnPage | null | 'unavailable'>;

/** The articles and events the content remote's server publishes for heads and the sitemap, drawn the same way. */
export type FactsDrawer = (read: <T>(url: string) => Promise<ApiRead<T>>) => Promise<unknown>;

import { CHANGE_KEY } from './change-keys';
import type { FeedLink, SiteFacts } from './seo';

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

/**
 * What a page says about itself for the head, in a form that names no page's data (decision 071). A drawn page's
 * head is whole: its remote fills in the registry's title, description and canonical address where the page has no
 * own ones, and the shell's server writes it as it is.
 */
export type PageHead = {
  /** The page's own name, before the site's in the tab title. */
  title?: string;
  description?: string;
  /** The site path search engines should list for the page (an alias names its page's path). */
  canonical?: string;
  ogType?: 'website' | 'article';
  /** The Open Graph image, a site path or an absolute URL; the site's social card without it. */
  ogImage?: { url: string; width: number; height: number; alt: string };
  /** Structured data objects; URLs may begin with SITE_ORIGIN_PLACEHOLDER. Replaces the shell's own for the page. */
  jsonLd?: Record<string, unknown>[];
  /** `<link rel="alternate">` elements: a feed. */
  alternates?: FeedLink[];
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
  /**
   * The change keys of the data the page shows (change-keys.ts): an API answer naming one of them drops the kept page
   * at once. A remote older than decision 071 sends none: its pages age out by `maxAgeMs` alone.
   */
  keys?: string[];
  /** A visitor carrying this marker (their own change) gets the page drawn past every cache. */
  marker?: PageMarker;
};

/**
 * A short-lived cookie the API sets in the answer to a visitor's own change (a captured gift names its project), and
 * the value a page looks for in it (its values are separated by `.`). The shell matches the two and knows neither.
 */
export type PageMarker = { cookie: string; value: string };

/** Whether the request's cookies carry the page's marker. */
export function carriesMarker(cookieHeader: string | undefined, marker: PageMarker | undefined): boolean {
  if (!marker || !cookieHeader?.includes(marker.cookie)) return false;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== marker.cookie) continue;
    if (
      part
        .slice(at + 1)
        .trim()
        .split('.')
        .includes(marker.value)
    )
      return true;
  }
  return false;
}

const MARKER_NAME = /^[a-z_]{1,40}$/;
const MARKER_VALUE = /^[\w-]{1,40}$/;

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
    (fragment.keys === undefined ||
      (Array.isArray(fragment.keys) &&
        fragment.keys.every((key) => typeof key === 'string' && CHANGE_KEY.test(key)))) &&
    (fragment.marker === undefined ||
      (MARKER_NAME.test(String(fragment.marker?.cookie)) && MARKER_VALUE.test(String(fragment.marker?.value)))) &&
    (fragment.entry === undefined || /^remoteEntry\.[0-9a-f]{8,}\.js$/.test(fragment.entry))
  );
}

/** One API read as a page's draw sees it: the answer, no such thing (404), or nothing usable in time. */
export type ApiRead<T = unknown> = { status: 'found'; body: T } | { status: 'missing' } | { status: 'unavailable' };

/** What a remote's own code draws for an address: the fragment without the server's build facts. */
export type DrawnPage = Pick<PageFragment, 'status' | 'html' | 'head' | 'marker'> & {
  reads: Record<string, unknown>;
  keys: string[];
};

/**
 * What a remote's server bundle (`dist/<remote>/render/prerender.js`) exports for request-time pages: the page at
 * `path` drawn from the API reads it asks `read` for, null when it draws no page there, and `unavailable` when a
 * read it needs failed (the browser then draws the page).
 */
export type PageDrawer = (
  path: string,
  read: <T>(url: string) => Promise<ApiRead<T>>,
) => Promise<DrawnPage | null | 'unavailable'>;

/** The sitemap entries and feeds a remote's server publishes (SITE_FACTS_PATH), drawn the same way. */
export type FactsDrawer = (read: <T>(url: string) => Promise<ApiRead<T>>) => Promise<SiteFacts>;

/**
 * A prerendered page's own head facts (its JSON-LD) travel at the start of its file as one data block, which the
 * shell's server takes off and writes into the head (decision 071): `<script type="application/json" id="page-head">`.
 */
const HEAD_BLOCK_START = '<script type="application/json" id="page-head">';
const HEAD_BLOCK_END = '</script>';

/** The page's HTML with its head facts in front, for a remote's build. */
export function withPageHead(html: string, head: PageHead): string {
  return `${HEAD_BLOCK_START}${JSON.stringify(head).replace(/</g, '\\u003c')}${HEAD_BLOCK_END}${html}`;
}

/** The head facts at the start of a prerendered page, and the page without them (none: an empty head). */
export function splitPageHead(file: string): { head: PageHead; html: string } {
  if (!file.startsWith(HEAD_BLOCK_START)) return { head: {}, html: file };
  const end = file.indexOf(HEAD_BLOCK_END, HEAD_BLOCK_START.length);
  if (end < 0) return { head: {}, html: file };
  const html = file.slice(end + HEAD_BLOCK_END.length);
  try {
    const head: unknown = JSON.parse(file.slice(HEAD_BLOCK_START.length, end));
    return { head: typeof head === 'object' && head !== null ? (head as PageHead) : {}, html };
  } catch {
    return { head: {}, html };
  }
}

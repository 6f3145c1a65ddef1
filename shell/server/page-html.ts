import { pageChunkName, prerenderedPageKey, type RemoteKey, type RemoteLocations } from '@solar/shared-contracts';
import { NOT_FOUND_TITLE, type RouteEntry } from '../src/app/route-table';
import { consumedShared, exposeFiles } from './federation-manifest';
import {
  AFTER_PAINT_ASSETS_ID,
  LOAD_AFTER_PAINT_PATH,
  type AfterPaintAssets,
  type PreloadHint,
} from '../src/after-paint/after-paint-assets';
import { dataBlock, escapeHtml } from './markup/escape';
import { hoistToHead } from './page-head';
import type { RemoteManifests } from './remote-manifests';
import { findRoute, matchRoute } from './site-routes';
import type { SharedFiles } from './startup-assets';

const LOCATIONS_MARKER = '<!--remote-locations-->';
const HINTS_MARKER = '<!--remote-hints-->';
const ROOT = '<div id="root"></div>';

/**
 * An exposed module a page needs, and the chunks inside it the page shows: its own, and for a page with an `:id`,
 * that id's (an article's text: `page-blog-article--3`).
 */
export type RemoteNeed = { remote: RemoteKey; expose: string; pageChunks: string[] };

export function isKnownRoute(pathname: string): boolean {
  return findRoute(pathname) !== null;
}

export const NOINDEX_META = '<meta name="robots" content="noindex">';

/** A page the route table keeps out of search results (the unsubscribe page). */
export function isNoindexRoute(pathname: string): boolean {
  return findRoute(pathname)?.noindex === true;
}

/**
 * How long caches may keep a page's document: a page showing a person's own data never (no-store); any other is
 * kept only to be checked again (no-cache).
 */
export function documentCacheControl(pathname: string): 'no-store' | 'no-cache' {
  return findRoute(pathname)?.noStore === true ? 'no-store' : 'no-cache';
}

/**
 * What a path needs from the remotes before it can show: its page. Embedded widgets (the home page's newsletter
 * sign-up) are fetched only when they come near the screen (WidgetSlot), so nothing of theirs is preloaded.
 */
export function remoteNeeds(pathname: string): RemoteNeed[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  const entry = match.route;
  const params = Object.values(match.params).filter((value): value is string => typeof value === 'string');
  const pageChunks = [
    pageChunkName(entry.page),
    ...(params.length ? [pageChunkName(prerenderedPageKey(entry.page, params))] : []),
  ];
  return [{ remote: entry.remote, expose: 'Routes', pageChunks }];
}

export function remotesForPath(pathname: string): RemoteKey[] {
  return [...new Set(remoteNeeds(pathname).map((need) => need.remote))];
}

/** A script the page will need, for a <link rel="preload">. */
export type Hint = PreloadHint;

const linkFor = ({ href, as }: Hint) => `<link rel="preload" href="${escapeHtml(href)}" as="${as}">`;

/**
 * Everything the page needs before it can show, for the browser to fetch in parallel with the shell's entry
 * script: the shell's shared singletons, each needed remote's entry, exposed module and page chunk files, and the
 * shell's copy of any other shared module they consume (decision 038).
 */
export async function preloadHintList(
  pathname: string,
  remotes: RemoteLocations,
  manifests: RemoteManifests,
  shellFiles: readonly string[],
  shellShared: SharedFiles = {},
  requestId?: string,
): Promise<Hint[]> {
  const needs = remoteNeeds(pathname);
  const perRemote = await Promise.all(
    needs.map(async (need) => {
      const origin = remotes[need.remote];
      const manifest = await manifests.get(need.remote, requestId);
      if (!manifest) return { files: [], shared: [] };
      const files = exposeFiles(manifest, need.expose, need.pageChunks).map((file) => `${origin}/${file}`);
      return {
        files,
        shared: consumedShared(manifest, need.expose, need.pageChunks).flatMap((name) => shellShared[name] ?? []),
      };
    }),
  );
  const entries = remotesForPath(pathname).map((remote) => `${remotes[remote]}/remoteEntry.js`);
  const hrefs = [
    ...shellFiles,
    ...entries,
    ...perRemote.flatMap((remote) => remote.files),
    ...perRemote.flatMap((remote) => remote.shared),
  ];
  return [...new Set(hrefs)].map((href): Hint => ({ href, as: 'script' }));
}

/** Hints as <link rel="preload"> elements for the head. */
export const hintLinks = (hints: readonly Hint[]): string => hints.map(linkFor).join('');

/** The tab title the live page will set (`<page> | <site>`), in the HTML already. */
export function pageTitleFor(pathname: string): string {
  return findRoute(pathname)?.title ?? NOT_FOUND_TITLE;
}

function withTitle(template: string, pageTitle: string | undefined): string {
  if (!pageTitle) return template;
  return template.replace(
    /<title>([^<]*)<\/title>/,
    (_whole, site: string) => `<title>${escapeHtml(pageTitle)} | ${site}</title>`,
  );
}

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The template's site-wide description replaced by the page's own, so there is still exactly one. */
function withDescription(template: string, description: string | undefined): string {
  if (!description) return template;
  return template.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}">`);
}

/** Everything a page is made of, for renderPage. */
export type PageParts = {
  /** The built index.html. */
  template: string;
  /** The remotes' browser-facing origins, written in as a data block for the app. */
  remotes: RemoteLocations;
  /**
   * A remote whose page was drawn at the request loads the entry of the build that drew it (decision 053): its file
   * name, by remote, written into the same block.
   */
  entries?: Partial<Record<RemoteKey, string>>;
  /** The page's own name, before the site's in the tab title; the template's title alone without it. */
  title?: string;
  /** Replaces the template's site-wide description. */
  description?: string;
  /** Elements for the head, already escaped: SEO tags, robots meta, data blocks. */
  headHtml?: string;
  /** The files the page's scripts will want: preload links in the head, or the after-paint list. */
  hints?: readonly Hint[];
  /** The server's copy of the page, for #root; empty or absent: the browser renders the page. */
  prerenderedBody?: string;
  /** Pages remotes published after the shell's build, for the browser's router (decision 081); none: left out. */
  routes?: readonly RouteEntry[];
};

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * The page the browser gets: the built index.html with the remote locations written in as a JSON data
 * block (not executed, so the CSP needs no exception) and the given HTML in the head.
 *
 * A prerendered page goes into #root with its styles in the head, for the live app to hydrate in place
 * (shell/src/bootstrap.tsx, decision 017). Its scripts and preloads then start only after the first paint
 * (shell/src/after-paint), so on a slow connection the page's text does not wait behind the JavaScript.
 */
export function renderPage(page: PageParts): string {
  const { template, remotes, headHtml = '', hints = [], prerenderedBody, entries, routes = [] } = page;
  const locations = dataBlock(
    { ...remotes, ...(entries ? { entries } : {}), ...(routes.length > 0 ? { routes } : {}) },
    { id: 'remote-locations' },
  );
  const plain = withDescription(withTitle(template, page.title), page.description).replace(
    LOCATIONS_MARKER,
    () => locations,
  );
  const entry = prerenderedBody ? ENTRY_SCRIPT.exec(plain) : null;
  if (!prerenderedBody || !entry) return plain.replace(HINTS_MARKER, () => hintLinks(hints) + headHtml);
  const hoisted = hoistToHead(prerenderedBody);
  const assets: AfterPaintAssets = { scripts: [entry[1]], preload: hints };
  const afterPaint =
    dataBlock(assets, { id: AFTER_PAINT_ASSETS_ID }) + `<script defer src="${LOAD_AFTER_PAINT_PATH}"></script>`;
  return plain
    .replace(HINTS_MARKER, () => hoisted.headHtml + headHtml)
    .replace(entry[0], '')
    .replace(ROOT, () => `<div id="root">${hoisted.markup}</div>`)
    .replace('</body>', () => `${afterPaint}</body>`);
}

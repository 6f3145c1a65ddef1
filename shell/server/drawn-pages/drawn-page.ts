import { PAGE_DATA_ID, type PageFragment, type RemoteLocations } from '@solar/shared-contracts';
import { NOT_FOUND_TITLE, type RouteEntry } from '../../src/app/route-table';
import { dataBlock } from '../markup/escape';
import { isNoindexRoute, NOINDEX_META, type Hint, type PageParts } from '../page-html';
import { seoHeadHtml } from '../seo/head-tags';
import { pageMeta, withHead } from '../seo/page-meta';
import { withOrigin } from '../prerendered-pages';
import { PRERENDER_SLOT } from '../../src/app/prerender-frames';

export type DrawnPageInput = {
  path: string;
  route: RouteEntry;
  fragment: PageFragment;
  /** The route's prerendered frame (header, slot, footer). */
  frame: string;
  remotes: RemoteLocations;
  publicOrigin: string;
  /** The preload hints the page would have, from the remote's manifest as it is now. */
  hints: readonly Hint[];
  /** The version the remote's manifest names now (metaData.buildInfo.buildVersion), if known. */
  manifestVersion: string | undefined;
};

/**
 * The preload hints of a drawn page: the remote's entry is the build's own copy the fragment names; when the remote
 * has been rebuilt since it drew the page (another version in its manifest), the manifest's chunk files are another
 * build's, so only the shell's files and that entry are hinted and the entry loads its own chunks.
 */
export function drawnPageHints(input: DrawnPageInput): Hint[] {
  const origin = input.remotes[input.route.remote];
  const { entry, build } = input.fragment;
  if (!entry) return [...input.hints];
  const plainEntry = `${origin}/remoteEntry.js`;
  const sameBuild = input.manifestVersion !== undefined && build.split('@')[0] === input.manifestVersion;
  return input.hints
    .filter((hint) => sameBuild || !hint.href.startsWith(`${origin}/`) || hint.href === plainEntry)
    .map((hint) => (hint.href === plainEntry ? { ...hint, href: `${origin}/${entry}` } : hint));
}

/**
 * Everything renderPage needs for a page its remote drew (decision 053), put together exactly as a prerendered page
 * is: the fragment in the route's frame (asset addresses on the remote's origin), its styles hoisted, its head facts
 * in the head, and its reads as the data block the page hydrates from. The shell reads no field of the page's data.
 */
export function drawnPageParts(input: DrawnPageInput): Omit<PageParts, 'template'> & { status: number } {
  const { fragment, path, route, remotes, publicOrigin } = input;
  const status = fragment.status;
  const base = status === 404 ? null : pageMeta(path, publicOrigin);
  const meta = base ? withHead(base, fragment.head, publicOrigin) : null;
  const noindex = isNoindexRoute(path);
  const body = withOrigin(input.frame, '').replace(PRERENDER_SLOT, () =>
    withOrigin(fragment.html, remotes[route.remote]),
  );
  return {
    status,
    remotes,
    ...(fragment.entry ? { entries: { [route.remote]: fragment.entry } } : {}),
    title: meta?.title ?? (status === 404 ? NOT_FOUND_TITLE : route.title),
    description: meta?.description,
    headHtml:
      (meta ? seoHeadHtml(meta, publicOrigin) : '') +
      (noindex ? NOINDEX_META : '') +
      dataBlock(fragment.data, { id: PAGE_DATA_ID }),
    hints: drawnPageHints(input),
    prerenderedBody: body,
  };
}

import { pageDescriptionOf } from './page-descriptions';
import { publicPages, type PublicPageEntry } from './public-pages';
import type { RemoteKey } from './remote-pages';

/**
 * Every public page a remote answers, as its running build publishes it to the shell's server (decision 081):
 *
 *   GET <remote>/_pages.json     200 application/json RemotePageList (an ETag: asked again with If-None-Match)
 *
 * The registry's pages of the remote (publicPages) and the pages the remote declares in its own source since the
 * shell's last build. The shell routes, frames, heads and lists in the sitemap a page it did not know at its build
 * from this alone, so a remote ships a new page without the shell being rebuilt.
 */
export const REMOTE_PAGES_PATH = '/_pages.json';

/** One page as a remote publishes it: a registry entry, with its description (the registry keeps those apart). */
export type RemotePage = PublicPageEntry & { description?: string };

export type RemotePageList = { pages: RemotePage[] };

/** A page a remote declares in its own source, beyond the registry: the registry's fields and its own words. */
export type OwnPage<Key extends string = string> = Omit<PublicPageEntry, 'key' | 'owner'> & {
  key: Key;
  description: string;
};

/** What a remote's render bundle publishes: its registry pages, then its own (the registry wins a shared key). */
export function remotePageList(owner: RemoteKey, own: readonly OwnPage[] = []): RemotePageList {
  const registry: RemotePage[] = (publicPages as readonly PublicPageEntry[])
    .filter((page) => page.owner === owner)
    .map((page) => {
      const description = pageDescriptionOf(page.key);
      return description === undefined ? { ...page } : { ...page, description };
    });
  const known = new Set(registry.map((page) => page.key));
  const extra = own.filter((page) => !known.has(page.key)).map((page): RemotePage => ({ ...page, owner }));
  return { pages: [...registry, ...extra] };
}

const PAGE_KEY = /^[a-z0-9][a-z0-9-]{0,59}$/;
const ROUTE_PATH = /^\/[\w\-./:~]{0,200}$/;
const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isRoutePath = (value: unknown) => typeof value === 'string' && ROUTE_PATH.test(value) && !value.includes('..');

function isRemotePage(value: unknown, owner: RemoteKey): value is RemotePage {
  const page = value as Partial<RemotePage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.key === 'string' &&
    PAGE_KEY.test(page.key) &&
    page.owner === owner &&
    isRoutePath(page.path) &&
    isText(page.title, 120) &&
    isOptional(page.description, (text) => isText(text, 400)) &&
    isOptional(page.canonical, isRoutePath) &&
    isOptional(page.aliases, (list) => Array.isArray(list) && list.length <= 5 && list.every(isRoutePath)) &&
    isOptional(page.layout, (layout) => layout === 'donation') &&
    isOptional(page.drawn, (drawn) => drawn === 'request') &&
    isOptional(page.noindex, (flag) => flag === true) &&
    isOptional(page.noStore, (flag) => flag === true) &&
    isOptional(page.describesItself, (flag) => flag === true)
  );
}

/** The pages of a remote's answer the shell can use: only that remote's, each well formed (others are left out). */
export function remotePagesIn(value: unknown, owner: RemoteKey): RemotePage[] | null {
  const pages = (value as Partial<RemotePageList> | null)?.pages;
  if (!Array.isArray(pages)) return null;
  return pages.filter((page): page is RemotePage => isRemotePage(page, owner)).slice(0, 200);
}

import { publicPages, type PublicPageEntry, type RemoteKey } from '@solar/shared-contracts';

/** Donation pages use the compact header so donors see fewer ways out mid-gift. */
export type LayoutKind = 'site' | 'donation';

export type RouteEntry = {
  path: string;
  remote: RemoteKey;
  /** The page's key in its remote's `./Routes`. */
  page: string;
  title: string;
  /** A page a remote published after the shell's build carries its own words (decision 081). */
  description?: string;
  /** An alias's canonical address (the /about-us/ form of an /about/ page, /donate for the page that leads there). */
  canonical?: string;
  layout: LayoutKind;
  /** Kept out of search results: the page is only reached from a link made for one person (an email's). */
  noindex?: boolean;
  /** Shows a person's own data: its document is never stored by a cache (Cache-Control: no-store). */
  noStore?: boolean;
  /** Drawn by its remote at each request (decision 053), not read from the remote's prerendered pages. */
  drawn?: 'request';
};

/** A page's routes: its address, then each alias naming it as canonical. */
export function routesOf(page: PublicPageEntry & { description?: string }): RouteEntry[] {
  const { path, title, layout, canonical, noindex, noStore, drawn, description, aliases = [] } = page;
  const entry: RouteEntry = {
    path,
    remote: page.owner,
    page: page.key,
    title,
    layout: layout ?? 'site',
    canonical,
    noindex,
    noStore,
    drawn,
    ...(description === undefined ? {} : { description }),
  };
  return [entry, ...aliases.map((alias) => ({ ...entry, path: alias, canonical: path }))];
}

/**
 * Every address the shell's build knows and the remote that renders it: the registry's pages, each followed by its
 * aliases. Pages a remote ships after the shell's build are learned at run time (decision 081).
 */
export const routeTable: readonly RouteEntry[] = publicPages.flatMap(routesOf);

/** The address search engines should list for a route's page: an alias's canonical one, else the path itself. */
export function canonicalPathOf(entry: RouteEntry, pathname: string): string {
  return entry.canonical ?? pathname;
}

export const NOT_FOUND_TITLE = '404 Page Not Found';

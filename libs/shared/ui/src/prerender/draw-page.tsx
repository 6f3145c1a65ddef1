import type { ReactNode } from 'react';
import { matchPath, MemoryRouter, Route, Routes as RouterRoutes } from '@solar/shared-routing';
import {
  pageDescriptionOf,
  publicPages,
  type PageHead,
  type PublicPageEntry,
  type PublicPageKey,
  type RemoteKey,
} from '@solar/shared-contracts';
import { prerenderHtml } from './prerender-html';

/** A page a remote draws at request time, found for an address: its key, route pattern and parameters. */
export type DrawnRoute<Owner extends RemoteKey> = {
  page: PublicPageKey<Owner>;
  pattern: string;
  params: Record<string, string | undefined>;
  /** The registry's words for the page, and its canonical address (an alias's page's path). */
  head: Required<Pick<PageHead, 'title' | 'description' | 'canonical'>>;
};

/** The page of `owner` marked `drawn: 'request'` in the registry that answers `path` (under its path or an alias). */
export function drawnRouteFor<Owner extends RemoteKey>(owner: Owner, path: string): DrawnRoute<Owner> | null {
  for (const entry of publicPages as readonly PublicPageEntry[]) {
    if (entry.owner !== owner || entry.drawn !== 'request') continue;
    for (const pattern of [entry.path, ...(entry.aliases ?? [])]) {
      const match = matchPath(pattern, path);
      if (!match) continue;
      const canonical = entry.canonical ?? (pattern === entry.path ? path : entry.path);
      const head = { title: entry.title, description: pageDescriptionOf(entry.key) ?? '', canonical };
      return { page: entry.key as PublicPageKey<Owner>, pattern, params: match.params, head };
    }
  }
  return null;
}

/** A drawn page's whole head (decision 071): what the page says about itself over the registry's words for it. */
export function wholeHead(route: Pick<DrawnRoute<RemoteKey>, 'head'>, own: PageHead): PageHead {
  return { ...route.head, ...own };
}

/**
 * The HTML of `element` (a remote's `./Routes` naming a page) as it first renders at `path` in the shell's page
 * slot, its styles first: the same as the browser's first render, so it hydrates in place (decision 053).
 */
export function drawAt(element: ReactNode, path: string, pattern: string): Promise<string> {
  return prerenderHtml(
    <MemoryRouter initialEntries={[path]}>
      <RouterRoutes>
        <Route path={pattern} element={element} />
      </RouterRoutes>
    </MemoryRouter>,
    'page',
  );
}

/** One address of each page `owner` draws at request time, a parameter filled with `1`: what a server warms up on. */
export function drawnSamplePaths(owner: RemoteKey): string[] {
  return (publicPages as readonly PublicPageEntry[])
    .filter((entry) => entry.owner === owner && entry.drawn === 'request')
    .map((entry) => entry.path.replace(/:[^/]+/g, '1'));
}

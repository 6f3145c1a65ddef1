import type { ReactNode } from 'react';
import { matchPath, MemoryRouter, Route, Routes as RouterRoutes } from '@solar/shared-routing';
import {
  pageDescriptionOf,
  publicPages,
  type OwnPage,
  type PageHead,
  type PublicPageEntry,
  type PublicPageKey,
  type RemoteKey,
} from '@solar/shared-contracts';
import { prerenderHtml } from './prerender-html';

/**
 * A page a remote draws at request time, found for an address: its key, route pattern and parameters. `Own` names
 * the pages the remote declares in its own source beyond the registry (decision 081).
 */
export type DrawnRoute<Owner extends RemoteKey, Own extends string = never> = {
  page: PublicPageKey<Owner> | Own;
  pattern: string;
  params: Record<string, string | undefined>;
  /** The registry's words for the page, and its canonical address (an alias's page's path). */
  head: Required<Pick<PageHead, 'title' | 'description' | 'canonical'>>;
};

type DrawnEntry = Omit<PublicPageEntry, 'owner'> & { owner?: RemoteKey; description?: string };

/** The registry's pages of `owner`, then the pages it declares itself (decision 081). */
function pagesOf(owner: RemoteKey, own: readonly OwnPage[]): DrawnEntry[] {
  const registry = (publicPages as readonly PublicPageEntry[]).filter((entry) => entry.owner === owner);
  return [...registry, ...own];
}

/**
 * The page of `owner` marked `drawn: 'request'` that answers `path` (under its path or an alias): one of the
 * registry's, or one of `own`, the pages the remote declares in its own source.
 */
export function drawnRouteFor<Owner extends RemoteKey, Own extends string = never>(
  owner: Owner,
  path: string,
  own: readonly OwnPage<Own>[] = [],
): DrawnRoute<Owner, Own> | null {
  for (const entry of pagesOf(owner, own)) {
    if (entry.drawn !== 'request') continue;
    for (const pattern of [entry.path, ...(entry.aliases ?? [])]) {
      const match = matchPath(pattern, path);
      if (!match) continue;
      const canonical = entry.canonical ?? (pattern === entry.path ? path : entry.path);
      const description = entry.description ?? pageDescriptionOf(entry.key) ?? '';
      const head = { title: entry.title, description, canonical };
      return { page: entry.key as PublicPageKey<Owner> | Own, pattern, params: match.params, head };
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
export function drawnSamplePaths(owner: RemoteKey, own: readonly OwnPage[] = []): string[] {
  return pagesOf(owner, own)
    .filter((entry) => entry.drawn === 'request')
    .map((entry) => entry.path.replace(/:[^/]+/g, '1'));
}

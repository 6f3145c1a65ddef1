import type { ReactNode } from 'react';
import { matchPath, MemoryRouter, Route, Routes as RouterRoutes } from '@solar/shared-routing';
import { publicPages, type PublicPageEntry, type PublicPageKey, type RemoteKey } from '@solar/shared-contracts';
import { prerenderHtml } from './prerender-html';

/** A page a remote draws at request time, found for an address: its key, route pattern and parameters. */
export type DrawnRoute<Owner extends RemoteKey> = {
  page: PublicPageKey<Owner>;
  pattern: string;
  params: Record<string, string | undefined>;
};

/** The page of `owner` marked `drawn: 'request'` in the registry that answers `path` (under its path or an alias). */
export function drawnRouteFor<Owner extends RemoteKey>(owner: Owner, path: string): DrawnRoute<Owner> | null {
  for (const entry of publicPages as readonly PublicPageEntry[]) {
    if (entry.owner !== owner || entry.drawn !== 'request') continue;
    for (const pattern of [entry.path, ...(entry.aliases ?? [])]) {
      const match = matchPath(pattern, path);
      if (match) return { page: entry.key as PublicPageKey<Owner>, pattern, params: match.params };
    }
  }
  return null;
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

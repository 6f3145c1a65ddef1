import type { RouteObject } from '@solar/shared-routing';
import { NotFoundRoute } from '../features/not-found/not-found-route';
import { RoutedPage } from './routed-page';
import { routeTable, type LayoutKind, type RouteEntry } from './route-table';
import { SiteLayout } from './site-layout';
import { StaffRoute } from './staff-route';

function childrenFor(entries: readonly RouteEntry[], layout: LayoutKind): RouteObject[] {
  return entries
    .filter((entry) => entry.layout === layout)
    .map((entry) => ({ path: entry.path, element: <RoutedPage key={entry.remote} entry={entry} /> }));
}

/**
 * The shell's route table as router objects, with the pages remotes published since its build (decision 081, as the
 * server wrote them into the page): one layout per header kind, the staff console, and for anything else the
 * server's answer (a later page, or its 404) or, at `servedPath`, the address the document was served for, the 404.
 */
export function routesWith(runTime: readonly RouteEntry[], servedPath: string): RouteObject[] {
  const known = new Set(routeTable.map((entry) => entry.path));
  const entries = [...routeTable, ...runTime.filter((entry) => !known.has(entry.path))];
  return [
    { path: '/staff/*', element: <StaffRoute /> },
    {
      element: <SiteLayout header="site" />,
      children: [...childrenFor(entries, 'site'), { path: '*', element: <NotFoundRoute servedPath={servedPath} /> }],
    },
    { element: <SiteLayout header="donation" />, children: childrenFor(entries, 'donation') },
  ];
}

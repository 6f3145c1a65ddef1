import type { RouteObject } from '@solar/shared-routing';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RoutedPage } from './routed-page';
import { routeTable, type LayoutKind } from './route-table';
import { SiteLayout } from './site-layout';
import { StaffRoute } from './staff-route';

function childrenFor(layout: LayoutKind): RouteObject[] {
  return routeTable
    .filter((entry) => entry.layout === layout)
    .map((entry) => ({ path: entry.path, element: <RoutedPage key={entry.remote} entry={entry} /> }));
}

/** The shell's route table as router objects: one layout per header kind, the staff console, a 404 for anything else. */
export const routes: RouteObject[] = [
  { path: '/staff/*', element: <StaffRoute /> },
  {
    element: <SiteLayout header="site" />,
    children: [...childrenFor('site'), { path: '*', element: <NotFoundPage /> }],
  },
  { element: <SiteLayout header="donation" />, children: childrenFor('donation') },
];

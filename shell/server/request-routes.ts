import { matchPath } from '@solar/shared-routing';
import { routeTable } from '../src/app/route-table';
import { isProxiedPath } from './api-proxy';
import { isStaffPath } from './staff-pages';

/**
 * The route pattern a request is measured under (decision 074): a page's pattern from the route table
 * (`/blogs/:id`), `/api/*` or `/paypal/*` for what the API answers through the proxy (the API measures its own
 * routes), `/staff/*` for the back office's frame; null for the rest (files, `unmatched`).
 */
export function shellRouteOf(path: string): string | null {
  if (isProxiedPath(path)) return path.startsWith('/paypal') ? '/paypal/*' : '/api/*';
  if (isStaffPath(path)) return '/staff/*';
  return routeTable.find((route) => matchPath(route.path, path))?.path ?? null;
}

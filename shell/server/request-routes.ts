import { isProxiedPath } from './api-proxy';
import { findRoute } from './site-routes';
import { isStaffPath } from './staff-pages';

/**
 * The route pattern a request is measured under (decision 074): a page's pattern from the route table or a remote's
 * later page (`/blogs/:id`), `/api/*` or `/paypal/*` for what the API answers through the proxy (the API measures its own
 * routes), `/staff/*` for the back office's frame; null for the rest (files, `unmatched`).
 */
export function shellRouteOf(path: string): string | null {
  if (isProxiedPath(path)) return path.startsWith('/paypal') ? '/paypal/*' : '/api/*';
  if (isStaffPath(path)) return '/staff/*';
  return findRoute(path)?.path ?? null;
}

import { matchPath } from '@solar/shared-routing';
import { routeTable } from '../../src/app/route-table';

export const PROJECT_PAGE = 'project-donate';
const PROJECT_ROUTE = routeTable.find((route) => route.page === PROJECT_PAGE);

/** A project id from the address, or null when it is not a positive whole number (as the page itself reads it). */
export function parseProjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The project page's id in a path: undefined for another page, null for an id no project can have. */
export function projectIdInPath(pathname: string): number | null | undefined {
  const match = PROJECT_ROUTE ? matchPath(PROJECT_ROUTE.path, pathname) : null;
  return match ? parseProjectId(match.params['id']) : undefined;
}

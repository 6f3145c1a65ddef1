import type { RemoteKey } from '@solar/shared-contracts';
import { REMOTE_LOCATIONS_ELEMENT_ID, remoteKeys } from '../lib/remote-loading/remote-locations';
import type { RouteEntry } from './route-table';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isRunTimeRoute(value: unknown): value is RouteEntry {
  const route = value as Partial<RouteEntry> | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    isText(route.path) &&
    route.path.startsWith('/') &&
    remoteKeys.includes(route.remote as RemoteKey) &&
    isText(route.page) &&
    isText(route.title) &&
    (route.layout === 'site' || route.layout === 'donation')
  );
}

/**
 * The pages remotes published after the shell's build (decision 081), as the server wrote them into the block: the
 * router routes them to their remotes. None when the block has none (the usual case) or is malformed.
 */
export function readRunTimeRoutes(doc: Document = document): RouteEntry[] {
  const text = doc.getElementById(REMOTE_LOCATIONS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const routes = (JSON.parse(text) as { routes?: unknown } | null)?.routes;
    return Array.isArray(routes) ? routes.filter(isRunTimeRoute) : [];
  } catch {
    return [];
  }
}

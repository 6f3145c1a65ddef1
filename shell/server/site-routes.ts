import { matchPath } from '@solar/shared-routing';
import { frameKey, layoutFrameKey } from '../src/app/prerender-frames';
import { routeTable, type RouteEntry } from '../src/app/route-table';

/**
 * The pages remotes published after the shell's build (decision 081), as this process last read them
 * (RemotePageLists): one list for the whole process, like the route table it extends.
 */
let runTime: readonly RouteEntry[] = [];

/** A route and the parameters it took from an address. */
export type RouteMatch = { route: RouteEntry; params: Record<string, string | undefined> };

/**
 * What each address matched, since the routes last changed: every answer asks several times (metrics, frame, head,
 * page), and matching compiles each pattern again, which was a third of a kept page's time. Addresses come from
 * visitors, so the memory is bounded: past MAX_REMEMBERED a new one starts afresh.
 */
let matched = new Map<string, RouteMatch | null>();
const MAX_REMEMBERED = 2000;

export function setRunTimeRoutes(routes: readonly RouteEntry[]): void {
  runTime = routes;
  matched = new Map();
}

/** The routes the shell's build did not know, for the browser's router (written into each page). */
export function runTimeRoutes(): readonly RouteEntry[] {
  return runTime;
}

/** The route answering `path` and its parameters: the shell's build's first, then a page a remote published since. */
export function matchRoute(path: string): RouteMatch | null {
  const known = matched.get(path);
  if (known !== undefined) return known;
  const found = firstMatch(routeTable, path) ?? firstMatch(runTime, path);
  if (matched.size >= MAX_REMEMBERED) matched = new Map();
  matched.set(path, found);
  return found;
}

/** The route answering `path`. */
export function findRoute(path: string): RouteEntry | null {
  return matchRoute(path)?.route ?? null;
}

function firstMatch(routes: readonly RouteEntry[], path: string): RouteMatch | null {
  for (const route of routes) {
    const match = matchPath(route.path, path);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Every route the site answers now: the build's, then the remotes' later pages. */
export function allRoutes(): readonly RouteEntry[] {
  return runTime.length === 0 ? routeTable : [...routeTable, ...runTime];
}

/** The prerendered frame a route's page goes in: its own from the build, else its layout's (decision 081). */
export function frameKeyOf(route: RouteEntry): string {
  const index = routeTable.indexOf(route);
  return index >= 0 ? frameKey(index) : layoutFrameKey(route.layout);
}

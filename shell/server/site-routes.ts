import { matchPath } from '@solar/shared-routing';
import { frameKey, layoutFrameKey } from '../src/app/prerender-frames';
import { routeTable, type RouteEntry } from '../src/app/route-table';

/**
 * The pages remotes published after the shell's build (decision 081), as this process last read them
 * (RemotePageLists): one list for the whole process, like the route table it extends.
 */
let runTime: readonly RouteEntry[] = [];

export function setRunTimeRoutes(routes: readonly RouteEntry[]): void {
  runTime = routes;
}

/** The routes the shell's build did not know, for the browser's router (written into each page). */
export function runTimeRoutes(): readonly RouteEntry[] {
  return runTime;
}

/** The route answering `path`: the shell's build's first, then a page a remote published since. */
export function findRoute(path: string): RouteEntry | null {
  const matches = (route: RouteEntry) => matchPath(route.path, path) !== null;
  return routeTable.find(matches) ?? runTime.find(matches) ?? null;
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

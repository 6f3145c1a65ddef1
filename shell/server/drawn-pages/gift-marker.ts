import type { IncomingMessage } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';
import { parseProjectId, projectIdInPath } from './project-path';

/**
 * A short-lived cookie the proxy sets when a gift is captured, naming the project whose page sent it (its
 * Referer) or `any` when the page is not known. It holds no personal data. The next request for that project's page
 * is drawn afresh, past every cache (this replica's pages, the donate remote's API reads), even on a replica whose
 * cache the gift did not pass through (decisions 031 and 053).
 */
export const GIFT_MARKER_COOKIE = 'solar_gave';
const ANY = 'any';
const MAX_PROJECTS = 10;
/** The marker outlives the oldest cache entry that could predate the gift, with room for slow clocks and reloads. */
const MARGIN_SECONDS = 60;

function markedValues(cookieHeader: string | undefined): string[] {
  return (parseCookie(cookieHeader ?? '')[GIFT_MARKER_COOKIE] ?? '')
    .split('.')
    .filter((value) => value === ANY || parseProjectId(value) !== null);
}

/** Whether this visitor's own recent gift may have changed the project's figures. */
export function givesFreshFigures(cookieHeader: string | undefined, id: number): boolean {
  const values = markedValues(cookieHeader);
  return values.includes(ANY) || values.includes(String(id));
}

/** Whether the page at `pathname` must be drawn afresh for this visitor: their own gift may have moved it. */
export function givesFreshPage(cookieHeader: string | undefined, pathname: string): boolean {
  if (!cookieHeader?.includes(GIFT_MARKER_COOKIE)) return false;
  const id = projectIdInPath(pathname);
  return typeof id === 'number' && givesFreshFigures(cookieHeader, id);
}

function refererProject(req: IncomingMessage): string | null {
  const referer = req.headers.referer;
  if (!referer) return ANY;
  try {
    const id = projectIdInPath(new URL(referer).pathname);
    return id === undefined ? null : String(id ?? ANY);
  } catch {
    return ANY;
  }
}

export type GiftMarkerOptions = { ttlMs: number; secure: boolean };

/** The Set-Cookie for a captured gift, keeping the projects already marked; null for a gift to no project page. */
export function giftMarkerCookie(req: IncomingMessage, { ttlMs, secure }: GiftMarkerOptions): string | null {
  const project = refererProject(req);
  if (project === null) return null;
  const values = [project, ...markedValues(req.headers.cookie).filter((value) => value !== project)].slice(
    0,
    MAX_PROJECTS,
  );
  return stringifySetCookie({
    name: GIFT_MARKER_COOKIE,
    value: values.join('.'),
    maxAge: Math.ceil(ttlMs / 1000) + MARGIN_SECONDS,
    path: '/projects',
    httpOnly: true,
    secure,
    sameSite: 'lax',
  });
}

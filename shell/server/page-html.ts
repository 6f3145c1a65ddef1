import { matchPath } from 'react-router';
import { embeddableWidgets, type RemoteKey, type RemoteLocations } from '@solar/shared-contracts';
import { routeTable } from '../src/app/route-table';

const LOCATIONS_MARKER = '<!--remote-locations-->';
const HINTS_MARKER = '<!--remote-hints-->';

/** Escapes characters that could close the script element or start markup inside the JSON. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Which remotes a path needs (the home page also embeds the newsletter widget). */
export function remotesForPath(pathname: string): RemoteKey[] {
  const entry = routeTable.find((route) => matchPath(route.path, pathname));
  if (!entry) return [];
  const needed = new Set<RemoteKey>([entry.remote]);
  if (entry.page === 'home') needed.add(embeddableWidgets['newsletter-signup'].remote);
  return [...needed];
}

export function isKnownRoute(pathname: string): boolean {
  return routeTable.some((route) => matchPath(route.path, pathname));
}

/** Starts the remote's manifest and entry downloads alongside the shell's own scripts. */
function preloadHints(origin: string): string {
  const base = escapeAttribute(origin);
  return (
    `<link rel="preload" href="${base}/mf-manifest.json" as="fetch" crossorigin>` +
    `<link rel="preload" href="${base}/remoteEntry.js" as="script">`
  );
}

/**
 * The page the browser gets: the built index.html with the remote locations written in as a JSON data
 * block (not executed, so the CSP needs no exception) and preload hints for the remotes this path uses.
 */
export function renderPage(template: string, remotes: RemoteLocations, pathname: string, extraHead = ''): string {
  const hints = remotesForPath(pathname)
    .map((key) => preloadHints(remotes[key]))
    .join('');
  const locations = `<script id="remote-locations" type="application/json">${safeJson(remotes)}</script>`;
  return template.replace(HINTS_MARKER, hints + extraHead).replace(LOCATIONS_MARKER, locations);
}

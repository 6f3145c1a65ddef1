import { matchPath } from 'react-router';
import { embeddableWidgets, pageChunkName, type RemoteKey, type RemoteLocations } from '@solar/shared-contracts';
import { routeTable } from '../src/app/route-table';
import { exposeFiles } from './federation-manifest';
import type { RemoteManifests } from './remote-manifests';

const LOCATIONS_MARKER = '<!--remote-locations-->';
const HINTS_MARKER = '<!--remote-hints-->';

/** An exposed module a page needs, and the page chunk inside it when there is one. */
export type RemoteNeed = { remote: RemoteKey; expose: string; page?: string };

/** Escapes characters that could close the script element or start markup inside the JSON. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function isKnownRoute(pathname: string): boolean {
  return routeTable.some((route) => matchPath(route.path, pathname));
}

/** What a path needs from the remotes: its page, and the newsletter widget on the home page. */
export function remoteNeeds(pathname: string): RemoteNeed[] {
  const entry = routeTable.find((route) => matchPath(route.path, pathname));
  if (!entry) return [];
  const needs: RemoteNeed[] = [{ remote: entry.remote, expose: 'Routes', page: entry.page }];
  if (entry.page === 'home') {
    const widget = embeddableWidgets['newsletter-signup'];
    needs.push({ remote: widget.remote, expose: widget.module.split('/')[1] as string });
  }
  return needs;
}

export function remotesForPath(pathname: string): RemoteKey[] {
  return [...new Set(remoteNeeds(pathname).map((need) => need.remote))];
}

const scriptPreload = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`;
const fetchPreload = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin>`;

/**
 * Preload hints that let the browser fetch, in parallel with the shell's entry script, everything the
 * page needs before it can show: the shell's shared singletons, and each needed remote's manifest,
 * entry, exposed module and page chunk.
 */
export async function preloadHints(
  pathname: string,
  remotes: RemoteLocations,
  manifests: RemoteManifests,
  shellFiles: readonly string[],
): Promise<string> {
  const needs = remoteNeeds(pathname);
  const remoteLinks = await Promise.all(
    needs.map(async (need) => {
      const origin = remotes[need.remote];
      const manifest = await manifests.get(need.remote);
      const files = manifest ? exposeFiles(manifest, need.expose, need.page && pageChunkName(need.page)) : [];
      return files.map((file) => scriptPreload(`${origin}/${file}`));
    }),
  );
  const entries = remotesForPath(pathname).flatMap((remote) => [
    fetchPreload(`${remotes[remote]}/mf-manifest.json`),
    scriptPreload(`${remotes[remote]}/remoteEntry.js`),
  ]);
  return [...shellFiles.map(scriptPreload), ...entries, ...remoteLinks.flat()].join('');
}

/**
 * The page the browser gets: the built index.html with the remote locations written in as a JSON data
 * block (not executed, so the CSP needs no exception) and the given hints in the head.
 */
export function renderPage(template: string, remotes: RemoteLocations, headHtml = ''): string {
  const locations = `<script id="remote-locations" type="application/json">${safeJson(remotes)}</script>`;
  return template.replace(HINTS_MARKER, headHtml).replace(LOCATIONS_MARKER, locations);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalPathOf, type RouteEntry } from './route-table';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = create();
  document.head.appendChild(made);
  return made;
}

/** The site's public origin as the server wrote it into the first page's canonical link (it may differ from the address typed). */
let canonicalOrigin: string | undefined;

function originForCanonical(): string {
  const served = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  canonicalOrigin ??= served ? new URL(served).origin : window.location.origin;
  return canonicalOrigin;
}

/**
 * Keeps the description and the canonical link the server wrote for the first page right as the visitor moves
 * inside the app. A route without a description (an article) leaves it to its page, which sets its own. The
 * canonical link goes with the route, so a page no route answers (not found) is left without one.
 */
export function useRouteHead(entry: RouteEntry) {
  const { pathname } = useLocation();
  const { description } = entry;
  const canonicalPath = canonicalPathOf(entry, pathname);

  useEffect(() => {
    if (!description) return;
    const meta = headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    meta.content = description;
  }, [description]);

  useEffect(() => {
    const origin = originForCanonical();
    const link = headElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    link.href = new URL(canonicalPath, origin).href;
    return () => link.remove();
  }, [canonicalPath]);
}

import { useEffect } from 'react';
import { useLocation } from '@solar/shared-routing';
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

/** The first page's description is the server's; the descriptions are fetched only once the visitor moves on. */
let describedByServer = true;

/**
 * Keeps the description and the canonical link the server wrote for the first page right as the visitor moves
 * inside the app, from the page registry. A page that describes itself (an article) sets its own. The canonical link goes
 * with the route, so a page no route answers (not found) is left without one.
 */
export function useRouteHead(entry: RouteEntry) {
  const { pathname } = useLocation();
  const { page, description: own } = entry;
  const canonicalPath = canonicalPathOf(entry, pathname);

  useEffect(() => {
    if (describedByServer) {
      describedByServer = false;
      return undefined;
    }
    let current = true;
    void import('./page-descriptions').then(({ pageDescriptionOf }) => {
      const description = own ?? pageDescriptionOf(page);
      if (!current || !description) return;
      const meta = headElement('meta[name="description"]', () =>
        Object.assign(document.createElement('meta'), { name: 'description' }),
      );
      meta.content = description;
    });
    return () => {
      current = false;
    };
  }, [page, own]);

  useEffect(() => {
    const origin = originForCanonical();
    const link = headElement('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    link.href = new URL(canonicalPath, origin).href;
    return () => link.remove();
  }, [canonicalPath]);
}

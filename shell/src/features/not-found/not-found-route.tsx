import { useEffect, useRef } from 'react';
import { useLocation } from '@solar/shared-routing';
import { PageLoading } from '@solar/shared-ui';
import { loadFromServer } from './load-from-server';
import { NotFoundPage } from './not-found-page';

/**
 * The router's answer to an address it does not know (decision 083). The router knows only the pages of the document
 * it was served with: a page a remote shipped since (decision 081) is unknown to a tab opened before. So an address
 * other than the document's own is loaded from the server once (a full load of the address the router is at), which
 * routes the later page or answers its real 404; the server's not-found document, served for that very address,
 * shows the not-found page and loads nothing.
 */
export function NotFoundRoute({ servedPath }: { servedPath: string }) {
  const { pathname } = useLocation();
  const elsewhere = pathname !== servedPath;
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (!elsewhere || loaded.current === pathname) return;
    loaded.current = pathname;
    loadFromServer();
  }, [elsewhere, pathname]);
  return elsewhere ? <PageLoading /> : <NotFoundPage />;
}

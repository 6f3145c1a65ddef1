import { useDocumentTitle } from '@solar/shared-ui';
import { RemotePage } from '../lib/remote-loading/remote-page';
import type { RouteEntry } from './route-table';
import { useNoindex } from './use-noindex';
import { useRouteHead } from './use-route-head';

/**
 * A route of the table: sets the tab title, description and canonical link (and keeps a noindex page out of
 * search) and hands the page to its remote.
 */
export function RoutedPage({ entry }: { entry: RouteEntry }) {
  useDocumentTitle(entry.title);
  useNoindex(entry.noindex === true);
  useRouteHead(entry);
  return <RemotePage remote={entry.remote} page={entry.page} />;
}

import { useDocumentTitle } from '@solar/shared-ui';
import { RemotePage } from '../features/remote-loading/remote-page';
import type { RouteEntry } from './route-table';

/** A route of the table: sets the tab title and hands the page to its remote. */
export function RoutedPage({ entry }: { entry: RouteEntry }) {
  useDocumentTitle(entry.title);
  return <RemotePage remote={entry.remote} page={entry.page} />;
}

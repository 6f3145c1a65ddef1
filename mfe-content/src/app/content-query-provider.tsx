import type { ReactNode } from 'react';
import { PageQueryProvider } from '@solar/shared-data-access';

/**
 * The content remote's data client (no retries, never stale: spec §7) for the pages that read the API, seeded with
 * the reads the server drew the page from (decision 053). It comes with those pages' chunks only: a page that reads
 * nothing never downloads TanStack Query.
 */
export function ContentQueryProvider({ children }: { children: ReactNode }) {
  return <PageQueryProvider>{children}</PageQueryProvider>;
}

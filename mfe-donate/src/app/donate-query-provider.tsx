import type { ReactNode } from 'react';
import { PageQueryProvider } from '@solar/shared-data-access';

/**
 * The donate remote's own data client (no retries, no refetching, never stale: spec §7), seeded with the API reads
 * a page drawn by the remote's server was drawn from (decision 053). Every page the remote exposes renders inside
 * it, whatever the shell or another remote mounts.
 */
export function DonateQueryProvider({ children }: { children: ReactNode }) {
  return <PageQueryProvider>{children}</PageQueryProvider>;
}

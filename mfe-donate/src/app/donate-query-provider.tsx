import type { ReactNode } from 'react';
import { PageQueryProvider } from '@solar/shared-data-access';

/**
 * The donate remote's own data client (no retries, no refetching, never stale: spec §7), seeded with the API reads
 * a page drawn by the remote's server was drawn from (decision 053). Every page the remote exposes renders inside
 * it, whatever the shell or another remote mounts. A read a page adds to its draw (mfe-donate's draw-page.tsx) is in
 * this client when the page's useQuery asks for it by its address.
 */
export function DonateQueryProvider({ children }: { children: ReactNode }) {
  // It wraps every page above their Suspense boundary: the page (useProject's usePageRead) uses the block up.
  return <PageQueryProvider consumesBlock={false}>{children}</PageQueryProvider>;
}

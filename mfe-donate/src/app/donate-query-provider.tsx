import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@solar/shared-data-access';

/**
 * The donate remote's own data client (no retries, no refetching, never stale: spec §7). Every page the remote
 * exposes renders inside it, whatever the shell or another remote mounts.
 */
export function DonateQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@solar/shared-data-access';

/**
 * The engage remote's own data client. Every page and widget the remote exposes renders inside it, so the
 * remote works whatever the shell or another remote mounts (TanStack Query itself is a shared singleton).
 */
export function EngageQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@solar/shared-data-access';

/**
 * The content remote's own data client, for its back-office pages (TanStack Query itself is a shared singleton).
 * Its public pages read no API in the browser: they arrive drawn.
 */
export function ContentQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

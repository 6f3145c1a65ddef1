import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api-request';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * A query function that reads the query key as a URL (its parts joined with "/"), sends cookies and
 * parses the JSON answer. A 401 throws by default; `returnNull` answers null instead.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}

/**
 * The data-fetching client each remote mounts in its own QueryClientProvider (spec §7): queries are never
 * retried, never refetched on focus or by interval and never go stale; mutations are never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

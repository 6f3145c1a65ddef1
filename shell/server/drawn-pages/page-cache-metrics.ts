import type { Counter } from '@opentelemetry/api';
import { meter } from '@solar/static-host';

/** `hit`: a kept page sent as it is; `stale`: sent while it is redrawn; `miss`: drawn for this visit; `fresh`: a donor's own change, drawn past the cache. */
export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'fresh';

let lookups: Counter | null = null;

/** The shell's drawn-page cache (decision 053): how many visits its kept pages answered (decision 074). */
export function countPageCacheLookup(result: PageCacheResult): void {
  lookups ??= meter().createCounter('shell_page_cache_lookups_total', {
    description: 'Visits to pages drawn at request time, by whether the shell had the page kept',
  });
  lookups.add(1, { result });
}

import { useSearchParams } from '@solar/shared-routing';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '@solar/shared-contracts';

/**
 * A list's page and search text live in the address (`?page=2&q=…`), so the back button, a reload and a shared
 * link all show the same page of the same list.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const query: PageQuery = { page, pageSize: DEFAULT_PAGE_SIZE, ...(q ? { q } : {}) };

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });

  const setSearch = (text: string) => setParams(text ? { q: text } : {});

  return { query, q, setPage, setSearch };
}

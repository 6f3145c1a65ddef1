import { useSearchParams } from '@solar/shared-routing';
import { DEFAULT_PAGE_SIZE } from '@solar/shared-contracts';
import type { StaffFilterValues } from '@solar/shared-ui';

/**
 * A staff list's page, search text and one select filter (`?page=2&q=…&status=…`) live in the address, so the
 * back button, a reload and a shared link all show the same page of the same list. An unknown filter value
 * reads as no filter.
 */
export function useListParams<Filter extends string>(filterName: string, filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const given = params.get(filterName) ?? '';
  const filter = (filters as readonly string[]).includes(given) ? (given as Filter) : undefined;

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });

  /** New search or filter: back to the first page. */
  const apply = (values: StaffFilterValues) => {
    const updated = new URLSearchParams();
    const text = values['q']?.trim();
    if (text) updated.set('q', text);
    if (values[filterName]) updated.set(filterName, values[filterName]);
    setParams(updated);
  };

  return {
    query: { page, pageSize: DEFAULT_PAGE_SIZE, q: q || undefined, [filterName]: filter },
    page,
    q,
    filter,
    setPage,
    apply,
  };
}

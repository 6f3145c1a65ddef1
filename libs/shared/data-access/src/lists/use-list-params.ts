import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@solar/shared-routing';
import { DEFAULT_PAGE_SIZE } from '@solar/shared-contracts';

/** The search text's name in the address and in the staff API's list queries. */
export const SEARCH_PARAM = 'q';

export type ListParamsOptions<Name extends string> = {
  /** The filters a list offers, each named as the address and the API name it (`q`, the search, is always there). */
  filters?: readonly Name[];
  /** A filter's known values: any other value in the address reads as no filter. */
  allowed?: Partial<Record<Name, readonly string[]>>;
};

export type ListParams<Name extends string> = {
  page: number;
  /** The search text ('' when absent). */
  q: string;
  /** The search text under `q` and each filter's value ('' when absent), as a filter bar edits them. */
  values: Record<Name | typeof SEARCH_PARAM, string>;
  /** The list query for the API: page, page size, the search text and each set filter. */
  query: { page: number; pageSize: number; q?: string } & Partial<Record<Name, string>>;
  /** New search text or filters: replaces them all and goes back to page 1. */
  apply: (values: Partial<Record<Name | typeof SEARCH_PARAM, string>>) => void;
  goToPage: (page: number) => void;
};

/**
 * The one list hook: a list's page, search text and filters live in the address (`?page=2&q=…&status=…`), so the
 * back button, a reload and a shared link all show the same page of the same list.
 */
const NO_FILTERS: readonly never[] = [];

export function useListParams<Name extends string = never>({
  filters = NO_FILTERS,
  allowed = {},
}: ListParamsOptions<Name> = {}): ListParams<Name> {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const names = useMemo(
    () => [SEARCH_PARAM, ...filters.filter((name) => name !== SEARCH_PARAM)] as (Name | typeof SEARCH_PARAM)[],
    [filters],
  );

  const values = Object.fromEntries(
    names.map((name) => {
      const given = params.get(name) ?? '';
      const known = allowed[name as Name];
      return [name, !known || known.includes(given) ? given : ''];
    }),
  ) as Record<Name | typeof SEARCH_PARAM, string>;

  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
  const query = { page, pageSize: DEFAULT_PAGE_SIZE, ...set } as ListParams<Name>['query'];

  const apply = useCallback(
    (next: Partial<Record<Name | typeof SEARCH_PARAM, string>>) => {
      const updated = new URLSearchParams();
      for (const name of names) {
        const value = next[name]?.trim();
        if (value) updated.set(name, value);
      }
      setParams(updated);
    },
    [names, setParams],
  );

  const goToPage = useCallback(
    (target: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (target > 1) updated.set('page', String(target));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  return { page, q: values[SEARCH_PARAM], values, query, apply, goToPage };
}

import { useCallback } from 'react';
import { useSearchParams } from '@solar/shared-routing';

export type ListParams<Name extends string> = {
  /** Each named filter as the address has it ('' when absent). */
  values: Record<Name, string>;
  page: number;
  /** Replaces the filters and goes back to page 1. */
  apply: (values: Partial<Record<Name, string>>) => void;
  goToPage: (page: number) => void;
};

/**
 * A staff list's filters and page live in the address, so a filtered view can be bookmarked, shared, reloaded and
 * walked back and forward through.
 */
export function useListParams<Name extends string>(names: readonly Name[]): ListParams<Name> {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ''])) as Record<Name, string>;
  const rawPage = Number(searchParams.get('page'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const apply = useCallback(
    (next: Partial<Record<Name, string>>) => {
      const params = new URLSearchParams();
      for (const name of names) {
        const value = next[name]?.trim();
        if (value) params.set(name, value);
      }
      setSearchParams(params);
    },
    [names, setSearchParams],
  );

  const goToPage = useCallback(
    (target: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (target > 1) params.set('page', String(target));
        else params.delete('page');
        return params;
      }),
    [setSearchParams],
  );

  return { values, page, apply, goToPage };
}

import { useSearchParams } from '@solar/shared-routing';
import { EMAIL_STATUSES, EMAIL_TEMPLATES, type StaffEmailListQuery } from '@solar/shared-contracts';
import type { StaffFilterValues } from '@solar/shared-ui';
import { useListQuery } from './use-list-query';

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * The email log's page, recipient search, status and template (`?page=2&q=…&status=failed&template=…`) live in
 * the address like the other lists; an unknown status or template reads as no filter.
 */
export function useEmailListQuery() {
  const [params, setParams] = useSearchParams();
  const { query: pageQuery, q, setPage } = useListQuery();
  const status = oneOf(params.get('status'), EMAIL_STATUSES);
  const template = oneOf(params.get('template'), EMAIL_TEMPLATES);
  const query: StaffEmailListQuery = { ...pageQuery, ...(status ? { status } : {}), ...(template ? { template } : {}) };

  /** A new search or filter starts again from the first page. */
  const apply = (values: StaffFilterValues) => {
    const next = new URLSearchParams();
    const text = values['q']?.trim();
    if (text) next.set('q', text);
    if (values['status']) next.set('status', values['status']);
    if (values['template']) next.set('template', values['template']);
    setParams(next);
  };

  return { query, q, status, template, setPage, apply };
}

import { ARTICLE_STATUSES, type StaffArticleQuery } from '@solar/shared-contracts';
import { useListParams } from '@solar/shared-data-access';

const FILTERS = ['status'] as const;
const ALLOWED = { status: ARTICLE_STATUSES };

/** The articles list's page, search and status filter, kept in the address. */
export function useArticleListParams() {
  const list = useListParams({ filters: FILTERS, allowed: ALLOWED });
  return { ...list, query: list.query as StaffArticleQuery };
}

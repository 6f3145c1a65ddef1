import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, StaffArticleQuery, StaffArticleSummary } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';
import { articleKeys, STAFF_ARTICLES_URL } from './article-query-keys';

/** GET /api/staff/articles?status=&q=&page=&pageSize=, most recently changed first. */
export function listArticles(query: StaffArticleQuery, signal?: AbortSignal): Promise<Page<StaffArticleSummary>> {
  return staffRequest<Page<StaffArticleSummary>>('GET', listUrl(STAFF_ARTICLES_URL, query), undefined, { signal });
}

export function useArticles(query: StaffArticleQuery) {
  return useQuery({
    queryKey: [...articleKeys.lists, query],
    queryFn: ({ signal }) => listArticles(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, StaffArticleQuery, StaffArticleSummary } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { articleKeys, STAFF_ARTICLES_URL } from './article-query-keys';

function listUrl(query: StaffArticleQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${STAFF_ARTICLES_URL}?${text}` : STAFF_ARTICLES_URL;
}

/** GET /api/staff/articles?status=&q=&page=&pageSize=, most recently changed first. */
export function listArticles(query: StaffArticleQuery, signal?: AbortSignal): Promise<Page<StaffArticleSummary>> {
  return staffRequest<Page<StaffArticleSummary>>('GET', listUrl(query), undefined, { signal });
}

export function useArticles(query: StaffArticleQuery) {
  return useQuery({
    queryKey: [...articleKeys.lists, query],
    queryFn: ({ signal }) => listArticles(query, signal),
    placeholderData: keepPreviousData,
  });
}

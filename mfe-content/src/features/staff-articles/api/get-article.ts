import { useQuery } from '@tanstack/react-query';
import type { StaffArticle } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { articleKeys, staffArticleUrl } from './article-query-keys';

/** GET /api/staff/articles/:id: Markdown, stored HTML, cover, status and version. */
export function getArticle(id: number, signal?: AbortSignal): Promise<StaffArticle> {
  return staffRequest<StaffArticle>('GET', staffArticleUrl(id), undefined, { signal });
}

export function useArticle(id: number) {
  return useQuery({ queryKey: articleKeys.one(id), queryFn: ({ signal }) => getArticle(id, signal) });
}

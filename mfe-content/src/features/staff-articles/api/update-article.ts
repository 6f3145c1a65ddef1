import type { ArticleUpdateRequest, StaffArticle } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { staffArticleUrl } from './article-query-keys';

/** PUT /api/staff/articles/:id with every field and the version the editor read (a stale one is a 409). */
export function updateArticle(id: number, request: ArticleUpdateRequest): Promise<StaffArticle> {
  return staffRequest<StaffArticle>('PUT', staffArticleUrl(id), request);
}

import type { ArticleVersionRequest, StaffArticle } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { staffArticleUrl } from './article-query-keys';

/** POST /api/staff/articles/:id/publish: public from now on. */
export function publishArticle(id: number, request: ArticleVersionRequest): Promise<StaffArticle> {
  return staffRequest<StaffArticle>('POST', `${staffArticleUrl(id)}/publish`, request);
}

import type { ArticleVersionRequest, StaffArticle } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { staffArticleUrl } from './article-query-keys';

/** POST /api/staff/articles/:id/unpublish: back to a draft, gone from the public pages. */
export function unpublishArticle(id: number, request: ArticleVersionRequest): Promise<StaffArticle> {
  return staffRequest<StaffArticle>('POST', `${staffArticleUrl(id)}/unpublish`, request);
}

import type { ArticleDraftRequest, StaffArticle } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { STAFF_ARTICLES_URL } from './article-query-keys';

/** POST /api/staff/articles: a new draft. */
export function createArticle(request: ArticleDraftRequest): Promise<StaffArticle> {
  return staffRequest<StaffArticle>('POST', STAFF_ARTICLES_URL, request);
}

import type { ArticleScheduleRequest, StaffArticle } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { staffArticleUrl } from './article-query-keys';

/** POST /api/staff/articles/:id/schedule: public from `publishAt` (an instant) on, with no one pressing anything. */
export function scheduleArticle(id: number, request: ArticleScheduleRequest): Promise<StaffArticle> {
  return staffRequest<StaffArticle>('POST', `${staffArticleUrl(id)}/schedule`, request);
}

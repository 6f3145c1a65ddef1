import { staffRequest } from '@solar/shared-data-access';
import { staffArticleUrl } from './article-query-keys';

/** DELETE /api/staff/articles/:id?version=: gone for good (the audit log keeps what it was). */
export function deleteArticle(id: number, version: number): Promise<void> {
  return staffRequest<void>('DELETE', `${staffArticleUrl(id)}?version=${version}`);
}

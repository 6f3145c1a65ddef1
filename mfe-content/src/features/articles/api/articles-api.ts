import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ArticleListResponse, ArticleResponse } from '@solar/shared-contracts';
import { ApiError, apiRequest } from '@solar/shared-data-access';

/** GET /api/articles: the published articles, newest first. Its query key is its address (query-client.ts). */
export const ARTICLE_LIST_URL = '/api/articles';

/** GET /api/articles/:id. */
export const articleUrl = (id: number): string => `/api/articles/${id}`;

export function fetchArticles({ signal }: QueryFunctionContext): Promise<ArticleListResponse> {
  return apiRequest<ArticleListResponse>('GET', ARTICLE_LIST_URL, undefined, { signal });
}

/** The article, or null when none is published under that id (the page then shows the list, as the spec says). */
export async function fetchArticle(id: number, { signal }: QueryFunctionContext): Promise<ArticleResponse | null> {
  try {
    return await apiRequest<ArticleResponse>('GET', articleUrl(id), undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

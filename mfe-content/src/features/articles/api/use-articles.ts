import { useQuery } from '@tanstack/react-query';
import { ARTICLE_LIST_URL, articleUrl, fetchArticle, fetchArticles } from './articles-api';

/**
 * The published articles. A page the server drew starts with the list it drew from (the query client is seeded
 * from the page's data block); a later visit reads the API through the same client.
 */
export function useArticleList() {
  return useQuery({ queryKey: [ARTICLE_LIST_URL], queryFn: fetchArticles });
}

/** One article; `data` is null when none is published under that id. A null id asks nothing. */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: [articleUrl(id ?? 0)],
    queryFn: (context) => fetchArticle(id ?? 0, context),
    enabled: id !== null,
  });
}

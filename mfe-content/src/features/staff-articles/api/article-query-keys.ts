/** Every cached list of articles, and one article, so a change can refresh exactly what it affects. */
export const articleKeys = {
  lists: ['staff', 'articles', 'list'] as const,
  one: (id: number) => ['staff', 'articles', 'one', id] as const,
};

export const STAFF_ARTICLES_URL = '/api/staff/articles';
export const staffArticleUrl = (id: number) => `${STAFF_ARTICLES_URL}/${id}`;

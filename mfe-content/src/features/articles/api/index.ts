// The articles feature's public file (decision 080): what other features and src/app may use of its API clients.
export { ARTICLE_LIST_URL, articleUrl } from './articles-api';
export { useArticleList } from './use-articles';

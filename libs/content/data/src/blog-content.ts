import { blogArticles } from './blog';
import type { BlogSummary } from './types';

/**
 * Each article's text is its own module, loaded when that article is shown, so a visit to one article does not
 * download the other eight. The chunk names are what the shell's server preloads for `/blogs/<id>`
 * (`page-blog-article--<id>`: shared-contracts' pageChunkName of the prerendered page's key).
 */
const articleText: Readonly<Record<number, () => Promise<{ paragraphs: readonly string[] }>>> = {
  1: () => import(/* webpackChunkName: "page-blog-article--1" */ './blog-articles/article-1'),
  2: () => import(/* webpackChunkName: "page-blog-article--2" */ './blog-articles/article-2'),
  3: () => import(/* webpackChunkName: "page-blog-article--3" */ './blog-articles/article-3'),
  4: () => import(/* webpackChunkName: "page-blog-article--4" */ './blog-articles/article-4'),
  5: () => import(/* webpackChunkName: "page-blog-article--5" */ './blog-articles/article-5'),
  6: () => import(/* webpackChunkName: "page-blog-article--6" */ './blog-articles/article-6'),
  7: () => import(/* webpackChunkName: "page-blog-article--7" */ './blog-articles/article-7'),
  8: () => import(/* webpackChunkName: "page-blog-article--8" */ './blog-articles/article-8'),
  9: () => import(/* webpackChunkName: "page-blog-article--9" */ './blog-articles/article-9'),
};

/** The article's card data, for a numeric id that names one; the list and the page header need no more. */
export function findBlogSummary(id: string | number | undefined): BlogSummary | undefined {
  if (id === undefined) return undefined;
  const text = String(id);
  if (!/^\d+$/.test(text)) return undefined;
  const wanted = Number(text);
  return wanted in articleText ? blogArticles.find((article) => article.id === wanted) : undefined;
}

/** The article's paragraphs (a paragraph starting with "## " is a sub-heading). */
export async function loadBlogText(id: number): Promise<readonly string[]> {
  const load = articleText[id];
  if (!load) throw new Error(`No article ${id}`);
  return (await load()).paragraphs;
}

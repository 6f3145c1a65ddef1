/**
 * Articles (spec §3 `blog_posts`): what the public pages read and what staff write. The API's DTOs and the
 * content remote's pages and editor share these types, so a change to either side fails to compile on the other.
 */

/** The spec's eight categories, in the order the editor offers them, with the tone each badge is drawn in. */
export const ARTICLE_CATEGORIES = {
  'Climate Action': 'danger',
  Technology: 'sky',
  Education: 'brand',
  Community: 'sun',
  'Global Impact': 'sky',
  Empowerment: 'sun',
  Healthcare: 'danger',
  Youth: 'brand',
} as const;

export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;
export type ArticleTone = (typeof ARTICLE_CATEGORIES)[ArticleCategory];

/** One WebP rendition of an uploaded image: a content-hashed, immutable address. */
export type ArticleImageRendition = { width: number; height: number; url: string };

/**
 * An article's cover. `renditions` is empty for the nine launch articles, whose covers are illustrations the
 * content remote bundles (`illustration` names one); an uploaded cover has renditions, narrowest first.
 */
export type ArticleCover = {
  alt: string;
  illustration?: string;
  width: number;
  height: number;
  renditions: ArticleImageRendition[];
};

/** GET /api/articles: published articles, newest first, without their text. */
export type ArticleSummary = {
  id: number;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  author: string;
  /** ISO 8601 instant. */
  publishedAt: string;
  updatedAt: string;
  readMinutes: number;
  cover: ArticleCover;
};

export type ArticleListResponse = { items: ArticleSummary[] };

/** GET /api/articles/:id: a published article with its body as sanitised HTML (the Markdown rendered on save). */
export type ArticleResponse = ArticleSummary & { html: string };

/** Where an article stands for staff. `scheduled` is published with a publishedAt still ahead. */
export type ArticleStatus = 'draft' | 'scheduled' | 'published';

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

// ---------------------------------------------------------------------------------------------------------------
// The back office (/api/staff/articles, /api/staff/article-images): drafts, versions, the editor's requests.

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const satisfies readonly ArticleStatus[];

export const isArticleCategory = (value: unknown): value is ArticleCategory =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ARTICLE_CATEGORIES, value);

/** The content remote's bundled illustrations an article's cover may be (the launch articles use them). */
export const ARTICLE_ILLUSTRATIONS = [
  'climate',
  'clinic',
  'community',
  'event',
  'globe',
  'orphanage',
  'panels',
  'press',
  'school',
  'water',
  'women',
  'worship',
  'youth',
] as const;

/** A Markdown body's longest: about 2,500 words, several times the longest launch article, inside a TEXT column. */
export const ARTICLE_CONTENT_MAX = 15_000;

/** The editor's fields and the API's DTOs read the same labels, lengths and messages. */
export const articleRules = {
  title: { label: 'Title', required: true, maxLength: 200 },
  excerpt: { label: 'Excerpt', required: true, maxLength: 400 },
  author: { label: 'Author', required: true, maxLength: 120 },
  category: { label: 'Category', required: true, requiredMessage: 'Choose a category' },
  content: { label: 'Body', required: true, maxLength: ARTICLE_CONTENT_MAX },
  coverAlt: { label: 'Alt text', maxLength: 300 },
} as const;

export const COVER_ALT_REQUIRED_MESSAGE = 'Describe the cover image for people who cannot see it (alt text)';
export const CATEGORY_INVALID_MESSAGE = `Category must be one of: ${Object.keys(ARTICLE_CATEGORIES).join(', ')}`;

/** A 409's message when an update names a version that is no longer the article's. */
export const ARTICLE_CONFLICT_MESSAGE =
  'Someone else saved this article since you opened it. Your changes were not saved: copy anything you want to keep, then reload to see their version.';

/**
 * POST /api/staff/articles (a new draft) and the fields of PUT /api/staff/articles/:id. The cover is an uploaded
 * image (`coverImage`, from POST /api/staff/article-images) with required alt text, a bundled illustration
 * (`coverIllustration`, the launch articles'), or neither.
 */
export type ArticleDraftRequest = {
  title: string;
  excerpt: string;
  category: ArticleCategory;
  author: string;
  /** The body in Markdown. */
  content: string;
  coverImage?: string | null;
  coverIllustration?: string | null;
  coverAlt?: string;
};

/** PUT /api/staff/articles/:id: every field, and the version the editor read (a stale one is a 409). */
export type ArticleUpdateRequest = ArticleDraftRequest & { version: number };

/** POST …/:id/publish and …/:id/unpublish, DELETE …/:id: the version the editor read. */
export type ArticleVersionRequest = { version: number };

/** POST /api/staff/articles/:id/schedule: an instant (ISO 8601 with offset; the editor takes UK time). */
export type ArticleScheduleRequest = ArticleVersionRequest & { publishAt: string };

/** GET /api/staff/articles: paging, `q` over title and author, and one status. */
export type StaffArticleQuery = {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: ArticleStatus;
};

/** One row of the staff list. */
export type StaffArticleSummary = {
  id: number;
  title: string;
  category: ArticleCategory;
  author: string;
  status: ArticleStatus;
  /** When it was or will be published; null for a draft. */
  publishedAt: string | null;
  updatedAt: string;
  version: number;
};

/** GET /api/staff/articles/:id, and every change's answer: the article as the editor loads it. */
export type StaffArticle = StaffArticleSummary & {
  excerpt: string;
  content: string;
  /** The sanitised HTML stored on the last save (what the public page draws). */
  html: string;
  readMinutes: number;
  coverImage: string | null;
  coverIllustration: string | null;
  coverAlt: string;
  /** The cover as the public page draws it (renditions of an upload), or null without one. */
  cover: ArticleCover | null;
  createdAt: string;
};

/** Uploads: JPEG, PNG or WebP, judged by their bytes, at most 10 MB. */
export const ARTICLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ARTICLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The widths the pages draw a cover and an inline image at (none wider than the original). */
export const ARTICLE_IMAGE_WIDTHS = [400, 800, 1200] as const;

/** Uploads per member of staff are counted in fixed windows of this many minutes (IMAGE_UPLOADS_PER_10_MINUTES). */
export const IMAGE_UPLOAD_WINDOW_MINUTES = 10;

/** The 429's message once a member of staff has uploaded `limit` images in the current window. */
export function tooManyImageUploadsMessage(limit: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have reached the limit of ${limit} image uploads in ${IMAGE_UPLOAD_WINDOW_MINUTES} minutes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** POST /api/staff/article-images (the image's bytes as the body): its renditions, narrowest first. */
export type ArticleImageUploadResponse = {
  /** Names the image in an article's `coverImage`. */
  image: string;
  width: number;
  height: number;
  renditions: ArticleImageRendition[];
};

/** The site's Atom feed of every published article: the shell serves it at FEED_PATH from the API's FEED_API_PATH. */
export const ARTICLE_FEED_PATH = '/blogs/feed.xml';
export const ARTICLE_FEED_API_PATH = '/api/articles/feed.xml';

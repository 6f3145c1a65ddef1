import {
  ARTICLE_FEED_PATH,
  ARTICLES_KEY,
  CHARITY_NAME,
  ngo,
  pageDescriptionOf,
  pageDescriptions,
  parseId,
  SITE_ORIGIN_PLACEHOLDER,
  type FeedLink,
  type ApiRead,
  type ArticleListResponse,
  type ArticleResponse,
  type DrawnPage,
  type PageDrawer,
  type PageHead,
} from '@solar/shared-contracts';
import { PageDataContext } from '@solar/shared-data-access';
import { drawAt, drawnRouteFor, wholeHead } from '@solar/shared-ui/prerender';
import { ARTICLE_LIST_URL, articleUrl } from '../features/articles/api';
import ContentRoutes from './remote-routes';

/** The blog's Atom feed (the API's, forwarded at ARTICLE_FEED_PATH), named in the blog pages' heads and robots.txt. */
export const BLOG_FEED: FeedLink = {
  type: 'application/atom+xml',
  href: ARTICLE_FEED_PATH,
  title: `${CHARITY_NAME}: Climate Action Blog`,
};
const FEED = [BLOG_FEED];

/** The home page describes the charity itself (JSON-LD `NGO`), as drawn and as prerendered. */
export const homeHead: PageHead = { jsonLd: [ngo(SITE_ORIGIN_PLACEHOLDER, pageDescriptionOf('home') ?? '')] };

type Read = <T>(url: string) => Promise<ApiRead<T>>;

class Unavailable extends Error {}

/** The reads a page is drawn from, kept by address for its data block; a read that failed stops the draw. */
function reader(read: Read) {
  const reads: Record<string, unknown> = {};
  async function need<T>(url: string): Promise<T | null> {
    const answer = await read<T>(url);
    if (answer.status === 'unavailable') throw new Unavailable(url);
    const value = answer.status === 'found' ? answer.body : null;
    reads[url] = value;
    return value;
  }
  return { reads, need };
}

const abs = (path: string) => `${SITE_ORIGIN_PLACEHOLDER}${path}`;

/** schema.org Article for an article's page (Google's required and recommended properties). */
export function articleJsonLd(article: ArticleResponse): Record<string, unknown> {
  const largest = article.cover.renditions[article.cover.renditions.length - 1];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'NGO',
      '@id': abs('/#charity'),
      name: CHARITY_NAME,
      url: abs('/'),
      logo: { '@type': 'ImageObject', url: abs('/favicon.svg') },
    },
    image: largest ? abs(largest.url) : abs('/social-card.jpg'),
    mainEntityOfPage: abs(`/blogs/${article.id}`),
  };
}

function articleHead(article: ArticleResponse): PageHead {
  const largest = article.cover.renditions[article.cover.renditions.length - 1];
  return {
    title: article.title,
    description: article.excerpt,
    ogType: 'article',
    ...(largest
      ? { ogImage: { url: largest.url, width: largest.width, height: largest.height, alt: article.cover.alt } }
      : {}),
    jsonLd: [articleJsonLd(article)],
    alternates: FEED,
    lastmod: article.updatedAt,
  };
}

/**
 * The content pages drawn at request time (decision 053): the home page's nine newest articles, the blog list and
 * each article, from the API. An id that names no published article draws the list, as the spec says.
 */
export const drawPage: PageDrawer = async (path, read) => {
  const route = drawnRouteFor('content', path);
  if (!route) return null;
  const { reads, need } = reader(read);
  let head: PageHead = {};
  try {
    if (route.page === 'blog-article') {
      const id = parseId(route.params['id']);
      const [article] = await Promise.all([
        id === null ? null : need<ArticleResponse>(articleUrl(id)),
        need<ArticleListResponse>(ARTICLE_LIST_URL),
      ]);
      head = article ? articleHead(article) : { description: pageDescriptions.blogs, alternates: FEED };
    } else {
      await need<ArticleListResponse>(ARTICLE_LIST_URL);
      head = route.page === 'blogs' ? { alternates: FEED } : homeHead;
    }
  } catch (error) {
    if (error instanceof Unavailable) return 'unavailable';
    throw error;
  }
  const html = await drawAt(
    <PageDataContext.Provider value={{ path, reads }}>
      <ContentRoutes page={route.page} />
    </PageDataContext.Provider>,
    path,
    route.pattern,
  );
  const page: DrawnPage = { status: 200, html, head: wholeHead(route, head), reads, keys: [ARTICLES_KEY] };
  return page;
};

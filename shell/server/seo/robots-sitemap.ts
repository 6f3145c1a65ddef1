import type { PageFacts } from '@solar/shared-contracts';
import { routeTable } from '../../src/app/route-table';
import { escapeHtml } from '../markup/escape';

/** The blog's Atom feed, answered from the API's (`/api/articles/feed.xml`). */
export const FEED_PATH = '/blogs/feed.xml';

/**
 * Everything may be crawled but the back office. The sitemap lists the public pages; the blog's Atom feed is named
 * as a second sitemap (search engines read an Atom feed as one: its newest articles, with their dates).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /staff',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}${FEED_PATH}`,
    '',
  ].join('\n');
}

/**
 * The addresses search engines should list: each route once under its canonical address (no aliases, nothing
 * kept out of search, no address that needs an id), then every article the content remote publishes.
 */
export function sitemapPaths(facts: PageFacts): { path: string; lastmod?: string }[] {
  const routes = routeTable
    .filter((entry) => !entry.canonical && !entry.noindex && !entry.path.includes(':'))
    .map((entry) => ({ path: entry.path }));
  const articles = facts.articles.map((item) => ({
    path: `/blogs/${encodeURIComponent(item.id)}`,
    lastmod: item.dateModified ?? item.datePublished,
  }));
  return [...routes, ...articles];
}

export function sitemapXml(origin: string, facts: PageFacts): string {
  const urls = sitemapPaths(facts).map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

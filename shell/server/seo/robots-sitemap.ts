import type { FeedLink, SitemapEntry } from '@solar/shared-contracts';
import { allRoutes } from '../site-routes';
import { escapeHtml } from '../markup/escape';

/**
 * Everything may be crawled but the back office. The sitemap lists the public pages; each feed a remote publishes is
 * named as a further sitemap (search engines read an Atom feed as one: its newest entries, with their dates).
 */
export function robotsTxt(origin: string, feeds: readonly FeedLink[] = []): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /staff',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    ...feeds.map((feed) => `Sitemap: ${origin}${feed.href}`),
    '',
  ].join('\n');
}

/**
 * The addresses search engines should list: each route once under its canonical address (no aliases, nothing
 * kept out of search, no address that needs an id), the remotes' later pages too (decision 081), then the entries
 * the remotes publish (decision 071).
 */
export function sitemapPaths(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const routes = allRoutes()
    .filter((entry) => !entry.canonical && !entry.noindex && !entry.path.includes(':'))
    .map((entry) => ({ path: entry.path }));
  return [...routes, ...entries];
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = sitemapPaths(entries).map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

import type { FeedLink, SitemapEntry } from '@solar/shared-contracts';
import { robotsTxt, sitemapXml } from './robots-sitemap';

const ORIGIN = 'https://fromsuntosanctuary.example';
/** What the remotes publish (the content remote: each article, and its feed). */
const entries: SitemapEntry[] = [
  { path: '/blogs/1', lastmod: '2025-05-20' },
  { path: '/blogs/2', lastmod: '2025-06-01T08:00:00.000Z' },
];
const FEED: FeedLink = { type: 'application/atom+xml', href: '/blogs/feed.xml', title: 'Blog' };

function locations(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent ?? '');
}

describe('robots.txt', () => {
  it('names no feed when no remote publishes one', () => {
    expect(robotsTxt(ORIGIN)).not.toContain('feed');
  });

  it('lets crawlers in everywhere but the back office and points them at the sitemap', () => {
    const lines = robotsTxt(ORIGIN, [FEED]).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /staff',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        `Sitemap: ${ORIGIN}/blogs/feed.xml`,
      ]),
    );
  });
});

describe('sitemap.xml', () => {
  it('lists every public page once under its canonical address, and every entry the remotes publish', () => {
    const urls = locations(sitemapXml(ORIGIN, entries));
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/about-us/who-we-are`,
        `${ORIGIN}/about-us/faqs`,
        `${ORIGIN}/blogs`,
        `${ORIGIN}/news/events`,
        `${ORIGIN}/contact`,
        `${ORIGIN}/donate`,
        `${ORIGIN}/blogs/1`,
        `${ORIGIN}/blogs/2`,
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it('gives an entry its lastmod as its remote says', () => {
    const xml = sitemapXml(ORIGIN, entries);
    expect(xml).toContain(`<loc>${ORIGIN}/blogs/1</loc><lastmod>2025-05-20</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/blogs/2</loc><lastmod>2025-06-01T08:00:00.000Z</lastmod>`);
  });

  it('leaves out aliases, the unsubscribe page, the back office and addresses that need an id', () => {
    const urls = locations(sitemapXml(ORIGIN, entries));
    const paths = urls.map((url) => url.slice(ORIGIN.length));
    expect(paths.filter((path) => path.startsWith('/about/'))).toEqual([]);
    for (const path of ['/news/blog', '/get-involved/donate', '/unsubscribe', '/staff'])
      expect(paths).not.toContain(path);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml('https://example.org', [{ path: '/blogs/a&b' }]);
    expect(xml).toContain('<loc>https://example.org/blogs/a&amp;b</loc>');
    expect(sitemapXml('https://ex&mple.org', entries)).toContain('<loc>https://ex&amp;mple.org/</loc>');
  });
});

import { ngo, SITE_ORIGIN_PLACEHOLDER, type PageHead } from '@solar/shared-contracts';
import { seoHeadHtml } from './head-tags';
import { pageMeta, withHead } from './page-meta';

const ORIGIN = 'https://fromsuntosanctuary.example';
/** What mfe-content's server says about an article's page (its draw-page.tsx). */
const ARTICLE_HEAD: PageHead = {
  title: 'Keeping Girls in School',
  description: 'How cool classrooms keep girls learning.',
  ogType: 'article',
  ogImage: { url: '/api/images/abc-1280.webp', width: 1280, height: 800, alt: 'Girls in a bright classroom' },
  jsonLd: [
    {
      '@type': 'Article',
      headline: 'Keeping Girls in School',
      datePublished: '2025-04-22T09:00:00.000Z',
      author: { name: 'Sana' },
      mainEntityOfPage: `${SITE_ORIGIN_PLACEHOLDER}/blogs/3`,
    },
  ],
  alternates: [{ type: 'application/atom+xml', href: '/blogs/feed.xml', title: 'Blog feed' }],
};
const meta = (path: string) => {
  const found = pageMeta(path, ORIGIN);
  if (!found) throw new Error(`no meta for ${path}`);
  return found;
};

describe('pageMeta', () => {
  it('gives every route its own title, a description and its canonical address without the query or the alias', () => {
    expect(meta('/contact')).toMatchObject({
      title: 'Contact Us',
      canonicalUrl: `${ORIGIN}/contact`,
    });
    expect(meta('/contact').description).toMatch(/reply within 24 hours/);
    expect(meta('/about/faqs').canonicalUrl).toBe(`${ORIGIN}/about-us/faqs`);
    expect(meta('/news/blog').canonicalUrl).toBe(`${ORIGIN}/blogs`);
    expect(meta('/get-involved/donate').canonicalUrl).toBe(`${ORIGIN}/donate`);
    expect(pageMeta('/no/such/page', ORIGIN)).toBeNull();
  });

  it('adds nothing of its own: no JSON-LD, the site-wide picture, a website', () => {
    for (const path of ['/', '/donate', '/news/events', '/projects/2/donate'])
      expect(meta(path)).toMatchObject({ jsonLd: [], ogType: 'website' });
    expect(meta('/').ogImage).toBeUndefined();
  });

  it("takes an article's title, summary, picture, feed and Article data from the page its remote drew", () => {
    const page = withHead(meta('/blogs/3'), ARTICLE_HEAD, ORIGIN);
    expect(page).toMatchObject({
      title: 'Keeping Girls in School',
      description: 'How cool classrooms keep girls learning.',
      ogType: 'article',
      canonicalUrl: `${ORIGIN}/blogs/3`,
      ogImage: { url: `${ORIGIN}/api/images/abc-1280.webp`, width: 1280 },
      alternates: [{ href: `${ORIGIN}/blogs/feed.xml` }],
    });
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Keeping Girls in School',
      mainEntityOfPage: `${ORIGIN}/blogs/3`,
    });
    // A head that says nothing more (a remote older than decision 071): the registry's words.
    expect(withHead(meta('/blogs/99'), {}, ORIGIN)).toMatchObject({ title: 'Blog', jsonLd: [] });
  });

  it("takes a page's canonical address from its head, made absolute", () => {
    expect(withHead(meta('/news/blog'), { canonical: '/blogs' }, ORIGIN).canonicalUrl).toBe(`${ORIGIN}/blogs`);
  });
});

describe('seoHeadHtml', () => {
  function head(html: string): Document {
    return new DOMParser().parseFromString(
      `<!doctype html><html><head>${html}</head><body></body></html>`,
      'text/html',
    );
  }

  it('writes the canonical link, the Open Graph and Twitter card tags and parsable JSON-LD', () => {
    const home = withHead(meta('/'), { jsonLd: [ngo(SITE_ORIGIN_PLACEHOLDER, 'The charity.')] }, ORIGIN);
    const doc = head(seoHeadHtml(home, ORIGIN));
    const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/`);
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/social-card.jpg`);
    expect(content('meta[property="og:site_name"]')).toBe('From Sun to Sanctuary');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:description"]')).toBe(home.description);
    const scripts = doc.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toMatchObject({ '@type': 'NGO', url: `${ORIGIN}/` });
  });

  it('keeps a quote in an attribute and a closing tag in the JSON-LD from ending them', () => {
    const tricky = { title: 'A "quoted" </script><b>title</b>' };
    const page = withHead(
      meta('/blogs/3'),
      { ...ARTICLE_HEAD, title: tricky.title, jsonLd: [{ '@type': 'Article', headline: tricky.title }] },
      ORIGIN,
    );
    const html = seoHeadHtml(page, ORIGIN);
    expect(html).not.toContain('</script><b>');
    const doc = head(html);
    expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(tricky.title);
    expect(JSON.parse(doc.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toMatchObject({
      headline: tricky.title,
    });
    expect(doc.body.innerHTML).toBe('');
  });

  it("names a drawn page's own picture and its feed", () => {
    const doc = head(seoHeadHtml(withHead(meta('/blogs/3'), ARTICLE_HEAD, ORIGIN), ORIGIN));
    expect(doc.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/api/images/abc-1280.webp`,
    );
    expect(doc.head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(
      'Girls in a bright classroom',
    );
    const feed = doc.head.querySelector('link[rel="alternate"]');
    expect(feed?.getAttribute('type')).toBe('application/atom+xml');
    expect(feed?.getAttribute('href')).toBe(`${ORIGIN}/blogs/feed.xml`);
  });
});

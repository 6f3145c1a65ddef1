import { CHARITY_NUMBER, SITE_ORIGIN_PLACEHOLDER, type PageFacts, type PageHead } from '@solar/shared-contracts';
import { seoHeadHtml } from './head-tags';
import { pageMeta, withDrawnHead } from './page-meta';

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
const facts: PageFacts = {
  articles: [],
  events: [
    {
      name: 'Summer Dinner',
      description: 'An evening.',
      startDate: '2027-07-10T18:30',
      location: 'Birmingham, United Kingdom',
      attendance: 'offline',
    },
    {
      name: 'Online Panel',
      description: 'A panel.',
      startDate: '2027-08-04T19:00',
      location: 'Online',
      attendance: 'online',
    },
  ],
};

const meta = (path: string) => {
  const found = pageMeta(path, ORIGIN, facts);
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
    expect(pageMeta('/no/such/page', ORIGIN, facts)).toBeNull();
  });

  it('describes the charity on the home page: name, logo, registered number and how to reach it', () => {
    const [ngo] = meta('/').jsonLd;
    expect(ngo).toMatchObject({
      '@type': 'NGO',
      name: 'From Sun to Sanctuary',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
    expect(ngo?.['identifier']).toMatchObject({
      propertyID: 'Registered charity number (England and Wales)',
      value: CHARITY_NUMBER,
    });
    expect(ngo).toHaveProperty('email');
    expect(ngo).toHaveProperty('telephone');
    expect(ngo?.['address']).toMatchObject({
      postalCode: 'B3 2RT',
      addressCountry: 'GB',
    });
  });

  it("takes an article's title, summary, picture, feed and Article data from the page its remote drew", () => {
    const page = withDrawnHead(meta('/blogs/3'), ARTICLE_HEAD, ORIGIN);
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
    // Drawn without a head of its own (an unknown id), or not drawn at all: the blog's words.
    expect(withDrawnHead(meta('/blogs/99'), {}, ORIGIN)).toMatchObject({ title: 'Blog', jsonLd: [] });
    expect(meta('/blogs/99').description).not.toBe('');
  });

  it('lists each event with its date, place and how to attend', () => {
    const events = meta('/news/events').jsonLd;
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      name: 'Summer Dinner',
      startDate: '2027-07-10T18:30',
      location: { '@type': 'Place' },
    });
    expect(events[1]).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
  });

  it.each(['/donate', '/get-involved/donate', '/projects/2/donate'])(
    'offers a DonateAction to the charity on %s',
    (path) => {
      const [action] = meta(path).jsonLd;
      expect(action).toMatchObject({
        '@type': 'DonateAction',
        recipient: { '@type': 'NGO', name: 'From Sun to Sanctuary' },
      });
      expect(action?.['target']).toMatchObject({
        urlTemplate: meta(path).canonicalUrl,
      });
    },
  );
});

describe('seoHeadHtml', () => {
  function head(html: string): Document {
    return new DOMParser().parseFromString(
      `<!doctype html><html><head>${html}</head><body></body></html>`,
      'text/html',
    );
  }

  it('writes the canonical link, the Open Graph and Twitter card tags and parsable JSON-LD', () => {
    const doc = head(seoHeadHtml(meta('/'), ORIGIN));
    const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/`);
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/social-card.jpg`);
    expect(content('meta[property="og:site_name"]')).toBe('From Sun to Sanctuary');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:description"]')).toBe(meta('/').description);
    const scripts = doc.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toMatchObject({
      '@type': 'NGO',
    });
  });

  it('keeps a quote in an attribute and a closing tag in the JSON-LD from ending them', () => {
    const tricky = { title: 'A "quoted" </script><b>title</b>' };
    const page = withDrawnHead(
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
    const doc = head(seoHeadHtml(withDrawnHead(meta('/blogs/3'), ARTICLE_HEAD, ORIGIN), ORIGIN));
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

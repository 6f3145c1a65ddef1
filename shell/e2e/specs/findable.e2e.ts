import type { Page } from 'playwright-core';
import type { ArticleListResponse } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/** Every page search engines should list (the page registry without aliases, ids or noindex pages). */
const PUBLIC_PATHS = [
  '/',
  '/about-us/who-we-are',
  '/about-us/our-story',
  '/about-us/un-climate-goals',
  '/about-us/our-partners',
  '/about-us/faqs',
  '/our-work/focus-areas',
  '/our-work/educational-institutions',
  '/our-work/places-of-worship',
  '/our-work/regions',
  '/blogs',
  '/press-releases',
  '/news/media-coverage',
  '/news/events',
  '/climate-dashboard',
  '/eco-learning-path',
  '/legal/privacy-policy',
  '/legal/accessibility',
  '/legal/terms',
  '/contact',
  '/get-involved/volunteer',
  '/get-involved/corporate-giving',
  '/donate',
  '/get-involved/sponsor-a-project',
];

type JsonLd = Record<string, unknown>;

/** What a served page's head says, read by the browser's own HTML parser from the HTML as served (no scripts run). */
type Head = {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  meta: Record<string, string[]>;
  jsonLd: JsonLd[];
  bodyJsonLd: number;
};

async function servedHead(page: Page, path: string): Promise<Head> {
  const html = await (await fetch(baseUrl + path)).text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => Array.from(doc.head.querySelectorAll(selector));
    const meta: Record<string, string[]> = {};
    for (const element of all('meta[property], meta[name]')) {
      const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
      (meta[key] ??= []).push(element.getAttribute('content') ?? '');
    }
    return {
      titles: all('title').map((title) => title.textContent ?? ''),
      descriptions: meta['description'] ?? [],
      canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
      meta,
      jsonLd: all('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent ?? '') as JsonLd),
      bodyJsonLd: doc.body.querySelectorAll('script[type="application/ld+json"]').length,
    };
  }, html);
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((item) => item['@type'] === type);

function expectRequired(item: JsonLd | undefined, properties: readonly string[]) {
  expect(item).toBeDefined();
  for (const property of properties) {
    const value = item?.[property];
    expect([property, value === undefined || value === '' ? 'missing' : 'present']).toEqual([property, 'present']);
  }
}

describe('findable pages (issue 14)', () => {
  const session = pagePerTest();

  it('robots.txt lets crawlers in, keeps them out of the back office and names the sitemap', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /staff', `Sitemap: ${baseUrl}/sitemap.xml`]),
    );
  });

  it('sitemap.xml parses as a sitemap and lists every public page and every article, and nothing else', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const { namespace, errors, locations } = await session.page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        namespace: doc.documentElement.namespaceURI,
        errors: doc.getElementsByTagName('parsererror').length,
        locations: Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent ?? ''),
      };
    }, xml);
    expect(errors).toBe(0);
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    // Every article published now: the nine launch articles, and any another spec has published since.
    const { items } = (await (await fetch(`${baseUrl}/api/articles`)).json()) as ArticleListResponse;
    expect(items.length).toBeGreaterThanOrEqual(9);
    const expected = [...PUBLIC_PATHS, ...items.map(({ id }) => `/blogs/${id}`)].map((path) => baseUrl + path);
    expect([...locations].sort()).toEqual([...expected].sort());
  });

  it.each([
    ['/', '/', 'Solar Power for Schools, Orphanages and Clinics'],
    ['/about-us/who-we-are', '/about-us/who-we-are', 'Who We Are'],
    ['/about/faqs', '/about-us/faqs', 'Frequently Asked Questions'],
    ['/blogs/1', '/blogs/1', 'When the Classroom Becomes an Oven: Heat, Schools and Solar in Punjab'],
    ['/news/events', '/news/events', 'Events'],
    ['/donate', '/donate', 'Donate'],
    ['/contact?subject=Volunteering', '/contact', 'Contact Us'],
  ])(
    '%s is served with one title, description and canonical link and its preview tags',
    async (path, canonical, title) => {
      const head = await servedHead(session.page, path);
      expect(head.titles).toEqual([`${title} | From Sun to Sanctuary`]);
      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0]?.length).toBeGreaterThan(50);
      expect(head.canonicals).toEqual([baseUrl + canonical]);
      expect(head.meta['og:url']).toEqual([baseUrl + canonical]);
      expect(head.meta['og:title']).toEqual([title]);
      expect(head.meta['og:description']).toEqual(head.descriptions);
      expect(head.meta['twitter:description']).toEqual(head.descriptions);
      expect(head.meta['twitter:title']).toEqual([title]);
      expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
      expect(head.meta['og:site_name']).toEqual(['From Sun to Sanctuary']);
      expect(head.meta['og:type']).toHaveLength(1);
      expect(head.bodyJsonLd).toBe(0);
      const image = head.meta['og:image']?.[0] ?? '';
      expect(image.startsWith(`${baseUrl}/`)).toBe(true);
      const picture = await fetch(image);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
    },
  );

  it('describes the charity, articles, events and donations in JSON-LD with their required properties', async () => {
    const home = await servedHead(session.page, '/');
    const [ngo] = ofType(home, 'NGO');
    expectRequired(ngo, ['name', 'url', 'logo', 'identifier', 'email', 'telephone', 'address', 'areaServed']);
    expect(ngo?.['identifier']).toMatchObject({ value: '1204516' });

    const article = await servedHead(session.page, '/blogs/1');
    expect(article.meta['og:type']).toEqual(['article']);
    expectRequired(ofType(article, 'Article')[0], ['headline', 'datePublished', 'dateModified', 'author', 'publisher']);
    // Drawn by the content remote from the article's row (decision 053): instants, as the API stores them.
    expect(ofType(article, 'Article')[0]).toMatchObject({
      headline: article.meta['og:title']?.[0],
      datePublished: expect.stringMatching(/^2025-05-20T/),
    });

    const events = ofType(await servedHead(session.page, '/news/events'), 'Event');
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events)
      expectRequired(event, ['name', 'startDate', 'location', 'eventAttendanceMode', 'organizer']);

    for (const path of ['/donate', '/get-involved/donate', '/projects/1/donate']) {
      expectRequired(ofType(await servedHead(session.page, path), 'DonateAction')[0], ['name', 'recipient', 'target']);
    }
  });

  it('the live app agrees with the served head, and keeps description and canonical right as the visitor moves on', async () => {
    const { page } = session;
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const served = await servedHead(page, '/about/faqs');
    await page.goto(`${baseUrl}/about/faqs`);
    await waitForLivePage(page);
    const live = () =>
      page.evaluate(() => ({
        title: document.title,
        descriptions: Array.from(document.querySelectorAll('meta[name="description"]'), (meta) =>
          meta.getAttribute('content'),
        ),
        canonicals: Array.from(document.querySelectorAll('link[rel="canonical"]'), (link) => link.getAttribute('href')),
      }));
    expect(await live()).toEqual({
      title: served.titles[0],
      descriptions: served.descriptions,
      canonicals: served.canonicals,
    });

    await page.locator('footer a[href="/contact"]').first().click();
    await waitForHeading(page, 'Contact Us');
    const contact = await servedHead(page, '/contact');
    await page.waitForFunction(
      ([href, description]) =>
        document.querySelector('link[rel="canonical"]')?.getAttribute('href') === href &&
        document.querySelector('meta[name="description"]')?.getAttribute('content') === description,
      [contact.canonicals[0], contact.descriptions[0]],
    );
    expect(await live()).toEqual({
      title: contact.titles[0],
      descriptions: contact.descriptions,
      canonicals: contact.canonicals,
    });
    expect(refused).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import type { ArticleListResponse, ArticleResponse, StaffArticle } from '@solar/shared-contracts';
import { launchBrowser, pagePerTest, waitForHeading } from '../support/browser';
import { baseUrl } from '../support/e2e-env';
import { adminApiCookie } from '../support/staff';

/**
 * Issue 27 parts 5 and 6, decision 053: the content remote's server draws the blog and its articles from the API at
 * each request; the shell splices them in and keeps them a second or two; a publish, withdrawal or schedule shows
 * within 5 s on its own, with no deploy.
 */

/** The freshness the site promises (decision 053), and the slack a busy test machine needs to notice it. */
const FRESH_WITHIN_MS = 5_000;
const SLACK_MS = 1_500;

type Staff = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** A staff session through the API itself (POST /api/staff/session), for the staff endpoints under /api/staff/articles. */
async function signInStaff(): Promise<Staff> {
  const cookie = await adminApiCookie();
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

const html = async (path: string) => (await fetch(baseUrl + path)).text();

/** Asks until `check` holds, and says how long that took; fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not seen within ${withinMs} ms`);
}

const draft = (title: string) => ({
  title,
  excerpt: 'The headteacher of a girls’ school near Multan on the first summer term without a single closure.',
  category: 'Education',
  author: 'Ayesha Malik',
  content: `## A term without closures\n\n${title}: the fans ran every afternoon of the heatwave, and every girl stayed in class.`,
  coverIllustration: 'school',
  coverAlt: 'A classroom with its ceiling fan turning',
});

async function firstPublished(): Promise<ArticleResponse> {
  const list = (await (await fetch(`${baseUrl}/api/articles`)).json()) as ArticleListResponse;
  const first = list.items[0];
  if (!first) throw new Error('no published article');
  return (await (await fetch(`${baseUrl}/api/articles/${first.id}`)).json()) as ArticleResponse;
}

describe('articles drawn by the content remote at request time', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it("serves an article's own text in the page source, readable with scripts off", async () => {
    const article = await firstPublished();
    const source = await html(`/blogs/${article.id}`);
    const firstWords = /<p>([^<]{20,80})/.exec(article.html)?.[1] ?? '';
    expect(firstWords).not.toBe('');
    expect(source).toContain(firstWords);
    expect(source).toContain('"@type":"Article"');
    expect(source).toContain('<link rel="alternate" type="application/atom+xml"');

    const browser = await launchBrowser();
    try {
      const still = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await still.goto(`${baseUrl}/blogs/${article.id}`);
      expect(await still.locator('main h1').textContent()).toBe(article.title);
      expect(await still.locator('main').textContent()).toContain(firstWords);
    } finally {
      await browser.close();
    }
  });

  it('hydrates an article with no console error and no second read of the API', async () => {
    const article = await firstPublished();
    const consoleErrors: string[] = [];
    const reads: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/articles')) reads.push(request.url());
    });
    await page.goto(`${baseUrl}/blogs/${article.id}`);
    await page.evaluate(
      () => ((window as unknown as { served?: Element | null }).served = document.querySelector('main h1')),
    );
    await waitForHeading(page, article.title);
    expect(
      await page.evaluate(
        () => (window as unknown as { served?: Element | null }).served === document.querySelector('main h1'),
      ),
    ).toBe(true);
    expect(reads).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // A visit inside the site reads the next article through the query client.
    await page.getByRole('link', { name: 'Back to All Articles' }).first().click();
    await waitForHeading(page, 'Climate Action Blog');
  });

  it('shows the list for an id that names no published article, and keeps the address', async () => {
    const response = await page.goto(`${baseUrl}/blogs/987654`);
    expect(response?.status()).toBe(200);
    await waitForHeading(page, 'Climate Action Blog');
    expect(await page.locator('main').textContent()).toContain('could not find that article');
  });

  it('shows a published article within 5 s everywhere, and after its withdrawal its address shows the list', async () => {
    const staff = await signInStaff();
    const title = `Multan girls' school stays open ${Date.now().toString(36)}`;
    const created = await staff<StaffArticle>('POST', '/api/staff/articles', draft(title));
    // Warm every page first, so the cache holds the old versions a publish must replace.
    await Promise.all(['/', '/blogs', `/blogs/${created.id}`].map(html));
    const published = await staff<StaffArticle>('POST', `/api/staff/articles/${created.id}/publish`, {
      version: created.version,
    });
    const shown = await within(FRESH_WITHIN_MS + SLACK_MS, async () => {
      const [blog, article, home, sitemap] = await Promise.all([
        html('/blogs'),
        html(`/blogs/${created.id}`),
        html('/'),
        html('/sitemap.xml'),
      ]);
      return (
        blog.includes(title.replace(/'/g, '&#x27;')) &&
        article.includes('the fans ran every afternoon') &&
        home.includes(`/blogs/${created.id}"`) &&
        sitemap.includes(`/blogs/${created.id}</loc>`)
      );
    });
    expect(shown).toBeLessThanOrEqual(FRESH_WITHIN_MS + SLACK_MS);
    expect(await html('/blogs/feed.xml')).toContain(`/blogs/${created.id}`);

    await staff('POST', `/api/staff/articles/${created.id}/unpublish`, { version: published.version });
    const gone = await within(FRESH_WITHIN_MS + SLACK_MS, async () => {
      const [article, sitemap] = await Promise.all([html(`/blogs/${created.id}`), html('/sitemap.xml')]);
      return article.includes('could not find that article') && !sitemap.includes(`/blogs/${created.id}</loc>`);
    });
    expect(gone).toBeLessThanOrEqual(FRESH_WITHIN_MS + SLACK_MS);
    await page.goto(`${baseUrl}/blogs/${created.id}`);
    await waitForHeading(page, 'Climate Action Blog');
  }, 60_000);

  it('shows an article scheduled a minute ahead on its own once its time comes', async () => {
    const staff = await signInStaff();
    const title = `Hargeisa clinic keeps its vaccines cold ${Date.now().toString(36)}`;
    const created = await staff<StaffArticle>('POST', '/api/staff/articles', draft(title));
    const publishAt = new Date(Date.now() + 60_000);
    await staff('POST', `/api/staff/articles/${created.id}/schedule`, {
      version: created.version,
      publishAt: publishAt.toISOString(),
    });
    expect(await html(`/blogs/${created.id}`)).toContain('could not find that article');
    await within(70_000, async () => (await html(`/blogs/${created.id}`)).includes('the fans ran every afternoon'));
    const late = Date.now() - publishAt.getTime();
    expect(late).toBeGreaterThanOrEqual(-500);
    expect(late).toBeLessThanOrEqual(FRESH_WITHIN_MS + SLACK_MS);
    await staff('POST', `/api/staff/articles/${created.id}/unpublish`, {
      version: (await staff<StaffArticle>('GET', `/api/staff/articles/${created.id}`)).version,
    });
  }, 120_000);
});

import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/**
 * Compressed JavaScript a first visit downloads, in KB, at most. The goal (decision 017) is 170 on the home page and
 * 150 on the others; these ceilings are where the site stands now, and are lowered as it gets there.
 */
const BUDGET_KB = { home: 245, content: 235, other: 240, forms: 250, donate: 254 } as const;

const contentPages = [
  '/about-us/who-we-are',
  '/about-us/our-story',
  '/about-us/un-climate-goals',
  '/about-us/our-partners',
  '/about/faqs',
  '/our-work/focus-areas',
  '/our-work/educational-institutions',
  '/our-work/places-of-worship',
  '/our-work/regions',
  '/blogs',
  '/blogs/1',
  '/press-releases',
  '/news/media-coverage',
  '/news/events',
  '/climate-dashboard',
  '/eco-learning-path',
  '/legal/privacy-policy',
];
const otherPages = ['/get-involved/corporate-giving', '/get-involved/donate', '/get-involved/sponsor-a-project', '/unsubscribe'];
/** Pages whose form is on the shared form kit: react-hook-form adds 12 KB compressed (decision 022). */
const formPages = ['/contact', '/get-involved/volunteer'];
/** /donate's steps are on the form kit too (react-hook-form 11.9 KB compressed) and it asks for Gift Aid: 254.0 KB measured, the ceiling. */
const donatePage = '/donate';

/** The JavaScript files a fresh visit to `path` downloads until the page is live, with their gzip sizes (level 6, as served). */
async function firstVisitScripts(browser: Browser, path: string): Promise<Map<string, number>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), gzipSync(body, { level: 6 }).length))
        .catch(() => undefined),
    );
  });
  await page.goto(baseUrl + path);
  await waitForLivePage(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return sizes;
}

const kb = (sizes: Map<string, number>) => Math.round([...sizes.values()].reduce((sum, size) => sum + size, 0) / 102.4) / 10;

describe('the JavaScript a first visit downloads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const budgets: [string, number][] = [
    ['/', BUDGET_KB.home],
    ...contentPages.map((path): [string, number] => [path, BUDGET_KB.content]),
    ...otherPages.map((path): [string, number] => [path, BUDGET_KB.other]),
    ...formPages.map((path): [string, number] => [path, BUDGET_KB.forms]),
    [donatePage, BUDGET_KB.donate],
  ];

  it.each(budgets)('%s stays within %d KB compressed', async (path, budget) => {
    const sizes = await firstVisitScripts(browser, path);
    expect(sizes.size).toBeGreaterThan(5);
    expect(kb(sizes)).toBeLessThanOrEqual(budget);
  });
});

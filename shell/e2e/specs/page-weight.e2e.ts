import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/**
 * Compressed JavaScript a first visit downloads, in KB, at most (decision 032). The home page meets its goal of 170.
 * The goal of 150 for other pages is not met: what every page shares (React DOM 64, the federation runtime 28 plus
 * 9 per remote, the router 14, Emotion 16, the UI library 8.5, the shell 8) is 150 before a page's own code, so
 * these ceilings are where the site stands (measured 2026-11-23), a little above, so any growth fails.
 */
const BUDGET_KB = { home: 170, content: 172, other: 176, forms: 192, donate: 195 } as const;

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
/** The donation steps: the form kit, TanStack Query, Gift Aid (measured 191.5 and 189.3 KB). */
const donatePages = ['/donate', '/projects/1/donate'];

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
    ...donatePages.map((path): [string, number] => [path, BUDGET_KB.donate]),
  ];

  it.each(budgets)('%s stays within %d KB compressed', async (path, budget) => {
    const sizes = await firstVisitScripts(browser, path);
    expect(sizes.size).toBeGreaterThan(5);
    expect(kb(sizes)).toBeLessThanOrEqual(budget);
  });
});

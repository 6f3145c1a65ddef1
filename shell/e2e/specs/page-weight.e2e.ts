import type { Browser } from 'playwright-core';
import { launchBrowser, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/**
 * Compressed JavaScript a first visit downloads, in KB, at most: the bytes the servers send, Brotli copies made at
 * build time (decisions 032 and 035). Home and the pages without a form have the issue's goals (170 and 150); the
 * pages with forms or API calls have ceilings a little above where they stand (measured 2026-11-23), so any growth fails.
 * The donation steps' ceiling moved from 168 to 170 on 2026-11-28 for the soft opt-in notice and the name choice.
 */
const BUDGET_KB = { home: 170, content: 150, other: 150, forms: 165, donate: 170 } as const;

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
  '/legal/accessibility',
  '/legal/terms',
];
const otherPages = [
  '/get-involved/corporate-giving',
  '/get-involved/donate',
  '/get-involved/sponsor-a-project',
  '/unsubscribe',
  '/newsletter/confirm',
];
/** Pages whose form is on the shared form kit: react-hook-form adds 12 KB compressed (decision 022). */
const formPages = ['/contact', '/get-involved/volunteer'];
/** The donation steps: the form kit, TanStack Query, Gift Aid (measured 161.6 and 160.7 KB). */
const donatePages = ['/donate', '/projects/1/donate'];

/** The JavaScript files a fresh visit to `path` downloads until the page is live, with the bytes sent for each (compressed). */
async function firstVisitScripts(browser: Browser, path: string): Promise<Map<string, number>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const sizes = new Map<string, number>();
  page.on('requestfinished', (request) => {
    if (!/\.js$/.test(new URL(request.url()).pathname)) return;
    pending.push(request.sizes().then((size) => void sizes.set(request.url(), size.responseBodySize)));
  });
  await page.goto(baseUrl + path);
  await waitForLivePage(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return sizes;
}

/** The scripts the server's HTML for `path` lists to load after first paint (entry script and preloads), as URLs. */
async function listedScripts(path: string): Promise<Set<string>> {
  const html = await (await fetch(baseUrl + path)).text();
  const block = /<script id="after-paint-assets" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  const assets = JSON.parse(block) as { scripts?: string[]; preload?: { href: string }[] };
  return new Set(
    [...(assets.scripts ?? []), ...(assets.preload ?? []).map((hint) => hint.href)].map(
      (href) => new URL(href, baseUrl + path).href,
    ),
  );
}

const kb = (sizes: Map<string, number>) =>
  Math.round([...sizes.values()].reduce((sum, size) => sum + size, 0) / 102.4) / 10;

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

describe('the scripts a first visit runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // A script the page's own code asks for, when the server did not list it, starts a round trip only after that
  // code has run: pages with forms and calls split into several files and read shared modules from the shell.
  it.each([
    '/',
    '/blogs/1',
    '/contact',
    '/get-involved/volunteer',
    '/get-involved/sponsor-a-project',
    '/donate',
    '/projects/1/donate',
  ])('%s: every script is listed by the server, none waits for another to ask for it', async (path) => {
    const listed = await listedScripts(path);
    const fetched = [...(await firstVisitScripts(browser, path)).keys()].filter(
      (url) => !url.endsWith('/load-after-paint.js'),
    );
    expect(fetched.length).toBeGreaterThan(5);
    expect(fetched.filter((url) => !listed.has(url))).toEqual([]);
  });
});

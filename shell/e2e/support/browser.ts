import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@solar/shared-testing/browser';

export { launchBrowser };

export type PageProblems = { errors: string[] };

/** Collects uncaught page errors so a test can assert a page ran cleanly. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

/**
 * Waits until the page is live (decision 017): the live app has hydrated the server's HTML and the page's own
 * content, so a click reaches its handler at once rather than being replayed later.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'), undefined, { timeout: 15_000 });
}

/**
 * Waits for the page's h1 to read as expected. Navigations render in a transition, so the previous
 * page stays on screen until the next one is ready: reading the h1 straight after the URL changes races.
 */
export async function waitForHeading(page: Page, expected: RegExp | string): Promise<string> {
  await waitForLivePage(page);
  const heading = page.locator('main h1', { hasText: expected }).first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.textContent())?.trim() ?? '';
}

export type BrowserSession = { readonly browser: Browser; readonly page: Page };

/**
 * One browser for the describe block and a fresh page per test, which must end with no uncaught page error.
 * Call inside `describe`; read `session.page` inside the tests.
 */
export function pagePerTest(viewport = desktop): BrowserSession {
  const session = {} as { browser: Browser; page: Page; problems: PageProblems };
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(() => session.browser?.close());
  beforeEach(async () => {
    session.page = await session.browser.newPage({ viewport });
    session.problems = watchProblems(session.page);
  });
  afterEach(async () => {
    await session.page.close();
    expect(session.problems.errors).toEqual([]);
  });
  return session;
}

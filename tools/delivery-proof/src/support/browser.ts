import type { Page } from 'playwright-core';

export { launchBrowser } from '@solar/shared-testing/browser';

/** The page's h1 once it reads as expected (pages render in a transition: the previous one stays until the next is ready). */
export async function headingOf(page: Page, expected: string | RegExp): Promise<string> {
  const heading = page.locator('main h1', { hasText: expected }).first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.textContent())?.trim() ?? '';
}

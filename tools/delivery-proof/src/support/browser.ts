import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, reaching nothing beyond this machine (as shell/e2e/support/browser.ts does). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The page's h1 once it reads as expected (pages render in a transition: the previous one stays until the next is ready). */
export async function headingOf(page: Page, expected: string | RegExp): Promise<string> {
  const heading = page.locator('main h1', { hasText: expected }).first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.textContent())?.trim() ?? '';
}

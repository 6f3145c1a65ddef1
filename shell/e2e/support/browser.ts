import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that would reach beyond this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
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

export type PageProblems = { errors: string[] };

/** Collects uncaught page errors so a test can assert a page ran cleanly. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

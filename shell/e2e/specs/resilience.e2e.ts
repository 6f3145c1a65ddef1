import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, waitForHeading, waitForLivePage } from '../support/browser';
import { baseUrl, ports } from '../support/e2e-env';
import { restartService, stopService } from '../support/site-control';

async function heading(page: Page): Promise<string> {
  await waitForLivePage(page);
  const h1 = page.locator('main h1').first();
  await h1.waitFor({ state: 'visible', timeout: 15_000 });
  return (await h1.textContent())?.trim() ?? '';
}

const UNAVAILABLE = 'This page is temporarily unavailable';

/** Stands in for a broken deployment of the donate remote: it answers, but with a useless manifest. */
function serveBrokenManifest(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': baseUrl });
    res.end('{"this is": "not a manifest"');
  });
  return new Promise((resolve) => server.listen(ports.donate, () => resolve(server)));
}

describe('a remote that cannot be loaded', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await (await browser.newContext({ viewport: desktop })).newPage();
  });

  it('is stopped mid-session: its route shows a retry panel, everything else keeps working, and retry recovers', async () => {
    await page.goto(`${baseUrl}/`);
    await heading(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await stopService('mfe-donate');
    try {
      await page.locator('footer a[href="/donate"]').click();
      await page.waitForURL(`${baseUrl}/donate`);
      await waitForHeading(page, UNAVAILABLE);
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      expect(await page.locator('header').first().isVisible()).toBe(true);
      expect(await page.locator('footer').textContent()).toContain('2024');

      await page.locator('footer a[href="/contact"]').click();
      await page.waitForURL(`${baseUrl}/contact`);
      await waitForHeading(page, /contact/i);

      await page.locator('footer a[href="/blogs"]').click();
      await page.waitForURL(`${baseUrl}/blogs`);
      await waitForHeading(page, /blog|insight|stor/i);

      await page.locator('footer a[href="/donate"]').click();
      await waitForHeading(page, UNAVAILABLE);
    } finally {
      await restartService('mfe-donate');
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent !== text, UNAVAILABLE);
    expect(await heading(page)).not.toBe(UNAVAILABLE);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('is down when a visitor deep-links to it: the site’s 503 page, never a blank page or the 404', async () => {
    await stopService('mfe-donate');
    try {
      const response = await page.goto(`${baseUrl}/projects/2/donate`);
      expect(response?.status()).toBe(503);
      expect(await page.locator('main h1').textContent()).toBe(UNAVAILABLE);
    } finally {
      await restartService('mfe-donate');
    }
  });

  it('serves a bad manifest: the route answers the site’s 502 page and the rest of the site is unaffected', async () => {
    await stopService('mfe-donate');
    const broken = await serveBrokenManifest();
    try {
      const response = await page.goto(`${baseUrl}/get-involved/sponsor-a-project`);
      expect(response?.status()).toBe(502);
      expect(await page.locator('main h1').textContent()).toBe(UNAVAILABLE);
      await page.locator('footer a[href="/get-involved/volunteer"]').click();
      await waitForHeading(page, /volunteer/i);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
      await restartService('mfe-donate');
    }
  });

  it('fails to deliver a page chunk: the route shows the panel instead of breaking', async () => {
    await page.route(`http://localhost:${ports.content}/**/*.js`, (route) => {
      const url = route.request().url();
      return url.includes('remoteEntry') ? route.continue() : route.abort('connectionreset');
    });
    await page.goto(`${baseUrl}/our-work/regions`);
    expect(await heading(page)).toBe(UNAVAILABLE);
    expect(await page.locator('footer').textContent()).toContain('2024');
  });
});

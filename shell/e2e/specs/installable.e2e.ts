import type { Browser } from 'playwright-core';
import { desktop, launchBrowser, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

describe('the installable site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('meets Chromium’s installability checks (manifest, icons, start URL, display)', async () => {
    const page = await (await browser.newContext({ viewport: desktop })).newPage();
    await page.goto(`${baseUrl}/`);
    await waitForLivePage(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser's contexts are incognito, where Chromium never offers to install; that says nothing of the site.
    const siteErrors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    expect(siteErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png']) {
      const response = await fetch(`${baseUrl}/icons/${icon}`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
  });
});

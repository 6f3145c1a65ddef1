import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, waitForHeading } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/** What visitors do on the content pages (their facts are checked in content-facts.e2e.ts). */
describe('content pages in use', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: desktop })).newPage();
  });
  afterAll(() => browser.close());

  it('home: each project card leads to its donation page, and the hero film loops muted once the page has loaded', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page, /from sun to sanctuary/i);
    const supportLinks = await page
      .getByRole('link', { name: 'Support This Project' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(supportLinks).toEqual([
      '/projects/1/donate',
      '/projects/2/donate',
      '/projects/3/donate',
      '/projects/4/donate',
    ]);
    const articleLinks = await page
      .locator('main a[href^="/blogs/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(articleLinks).toHaveLength(9);
    expect(
      await page
        .locator('#home video')
        .evaluate((video) => (video as HTMLVideoElement).loop && (video as HTMLVideoElement).muted),
    ).toBe(true);
    // Served without autoplay (so the film's bytes wait for the page's own), it starts once the page has loaded.
    expect(await page.locator('#home video').getAttribute('autoplay')).toBeNull();
    await page.waitForFunction(() => !(document.querySelector('#home video') as HTMLVideoElement).paused);
  });

  it('the FAQ filter narrows the questions to one category', async () => {
    await page.goto(`${baseUrl}/about-us/faqs`);
    await waitForHeading(page, /frequently asked questions/i);
    const questions = page.locator('main button[aria-expanded]');
    expect(await questions.count()).toBe(14);
    await page.getByRole('button', { name: 'Solar Projects', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('main button[aria-expanded]').length < 14);
    await page.getByRole('button', { name: 'All Questions', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('main button[aria-expanded]').length === 14);
  });

  it('a learning module goes overview, learning, completed and back to the path', async () => {
    await page.goto(`${baseUrl}/eco-learning-path`);
    await waitForHeading(page, /learning path/i);
    await page
      .getByRole('button', { name: /open module/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Begin Learning Module' }).click();
    await page.getByRole('button', { name: 'Complete Module' }).click();
    await page.getByRole('button', { name: 'Review Module Content' }).waitFor();
    await page.getByRole('button', { name: 'Return to Learning Path' }).click();
    await page
      .getByRole('button', { name: /open module/i })
      .first()
      .waitFor();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktop, launchBrowser, mobile, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

async function ready(page: Page, path: string) {
  await page.goto(baseUrl + path);
  await waitForLivePage(page);
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
}

const panel = (page: Page, id: string) => page.locator(`#nav-menu-${id}`);
const trigger = (page: Page, name: string) =>
  page.locator('header nav[aria-label="Main"]').first().getByRole('button', { name });

/** Spec §2 routes that the header and footer must lead to, each by its own address (aliases such as /news/blog are not linked). */
const navigableRoutes = [
  '/',
  '/about-us/who-we-are',
  '/about-us/our-story',
  '/about-us/un-climate-goals',
  '/about-us/our-partners',
  '/about-us/faqs',
  '/our-work/focus-areas',
  '/our-work/educational-institutions',
  '/our-work/places-of-worship',
  '/our-work/regions',
  '/donate',
  '/get-involved/volunteer',
  '/get-involved/corporate-giving',
  '/get-involved/sponsor-a-project',
  '/blogs',
  '/press-releases',
  '/news/media-coverage',
  '/news/events',
  '/climate-dashboard',
  '/eco-learning-path',
  '/legal/privacy-policy',
  '/legal/accessibility',
  '/legal/terms',
  '/contact',
];

describe('the site header', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(() => context.close());

  describe('on a wide screen', () => {
    beforeEach(async () => {
      context = await browser.newContext({ viewport: desktop });
      page = await context.newPage();
      await ready(page, '/about-us/faqs');
    });

    it('opens a group on hover and closes it 300 ms after the pointer leaves', async () => {
      await trigger(page, 'About').hover();
      await panel(page, 'about').waitFor({ state: 'visible' });
      // Only lower bounds on time: a busy machine may be late, never early.
      const left = Date.now();
      await page.mouse.move(600, 600);
      expect(await panel(page, 'about').isVisible()).toBe(true);
      await panel(page, 'about').waitFor({ state: 'hidden', timeout: 5_000 });
      expect(Date.now() - left).toBeGreaterThanOrEqual(300);
    });

    it('keeps at most one group open', async () => {
      await trigger(page, 'About').hover();
      await panel(page, 'about').waitFor({ state: 'visible' });
      await trigger(page, 'Our Work').hover();
      await panel(page, 'our-work').waitFor({ state: 'visible' });
      expect(await panel(page, 'about').isVisible()).toBe(false);
      expect(await page.locator('header [id^="nav-menu-"]:visible').count()).toBe(1);
    });

    it('opens by keyboard and closes on Escape, returning focus to the group button', async () => {
      await trigger(page, 'Get Involved').focus();
      await page.keyboard.press('Enter');
      await panel(page, 'get-involved').waitFor({ state: 'visible' });
      expect(await trigger(page, 'Get Involved').getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await panel(page, 'get-involved').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Get Involved');
    });

    it('takes a chosen menu link to its page', async () => {
      await trigger(page, 'Climate Action').hover();
      await panel(page, 'climate-action').getByRole('link', { name: 'Climate Dashboard' }).click();
      await page.waitForURL(`${baseUrl}/climate-dashboard`);
      expect(await panel(page, 'climate-action').isVisible()).toBe(false);
    });

    it('sends "Donate Now" to /donate', async () => {
      expect(await page.locator('header').getByRole('link', { name: 'Donate Now' }).getAttribute('href')).toBe(
        '/donate',
      );
    });

    it('becomes more opaque past 50 px of scroll', async () => {
      const header = page.locator('header[data-scrolled]').first();
      expect(await header.getAttribute('data-scrolled')).toBe('false');
      const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
      const before = await background();
      await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }));
      await page.waitForFunction(
        () => document.querySelector('header[data-scrolled]')?.getAttribute('data-scrolled') === 'true',
      );
      await page.waitForTimeout(350);
      expect(await background()).not.toBe(before);
      await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
      await page.waitForFunction(
        () => document.querySelector('header[data-scrolled]')?.getAttribute('data-scrolled') === 'false',
      );
    });

    it('with the footer, leads to every page of the site', async () => {
      const hrefs = await page
        .locator('header a[href], footer a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const route of navigableRoutes) expect(hrefs).toContain(route);
    });
  });

  describe('on a narrow screen', () => {
    beforeEach(async () => {
      context = await browser.newContext({ viewport: mobile, hasTouch: true, isMobile: true });
      page = await context.newPage();
      await ready(page, '/');
    });

    it('opens a scrollable list of every group from the toggle, and choosing a link closes it', async () => {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.locator('#site-mobile-menu');
      await menu.waitFor({ state: 'visible' });
      for (const group of ['About', 'Our Work', 'Get Involved', 'Blogs', 'Climate Action']) {
        expect(await menu.getByText(group, { exact: true }).count()).toBeGreaterThan(0);
      }
      expect(['auto', 'scroll']).toContain(await menu.evaluate((element) => getComputedStyle(element).overflowY));
      await menu.getByRole('link', { name: 'Regions' }).click();
      await page.waitForURL(`${baseUrl}/our-work/regions`);
      expect(await menu.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    });

    it("sends the mobile menu's Donate to /get-involved/donate", async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      // The Get Involved group lists the donate page too; the menu's own Donate button comes last.
      const donate = page.locator('#site-mobile-menu').getByRole('link', { name: 'Donate', exact: true }).last();
      expect(await donate.getAttribute('href')).toBe('/get-involved/donate');
    });
  });
});

describe('the compact header of the donation pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['/donate', '/projects/1/donate'])('heads %s with fewer exits and a shadow past 20 px', async (path) => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await ready(page, path);
    const header = page.locator('header').first();
    const links = await header.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining(['/', '/about-us/who-we-are', '/our-work/focus-areas', '/donate', '/#contact']),
    );
    expect(await header.getByRole('button', { name: 'About' }).count()).toBe(0);
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo({ top: 30, behavior: 'instant' }));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');
    await context.close();
  });

  it('takes "Contact" to the closing banner of the home page', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await ready(page, '/donate');
    await page.locator('header a[href="/#contact"]').click();
    await page.waitForURL(`${baseUrl}/#contact`);
    await page.locator('#contact').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForFunction(() => {
      const banner = document.getElementById('contact');
      return banner !== null && banner.getBoundingClientRect().top < window.innerHeight;
    });
    await context.close();
  });
});

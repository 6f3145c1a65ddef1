import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForLivePage, watchProblems } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/** Every route of spec §2, written out here independently of the shell's own route table. */
const specRoutes = [
  '/',
  '/about-us/who-we-are',
  '/about/who-we-are',
  '/about-us/our-story',
  '/about/our-story',
  '/about-us/un-climate-goals',
  '/about/un-climate-goals',
  '/about-us/our-partners',
  '/about/our-partners',
  '/about-us/faqs',
  '/about/faqs',
  '/donate',
  '/get-involved/volunteer',
  '/get-involved/corporate-giving',
  '/get-involved/sponsor-a-project',
  '/our-work/focus-areas',
  '/our-work/educational-institutions',
  '/our-work/places-of-worship',
  '/our-work/regions',
  '/blogs',
  '/blogs/1',
  '/news/blog',
  '/press-releases',
  '/news/media-coverage',
  '/news/events',
  '/climate-dashboard',
  '/eco-learning-path',
  '/legal/privacy-policy',
  '/legal/accessibility',
  '/legal/terms',
  '/contact',
  '/projects/1/donate',
];

async function pageHeading(page: Page): Promise<string> {
  await waitForLivePage(page);
  const heading = page.locator('main h1').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.textContent())?.trim() ?? '';
}

describe('every route of the spec', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it.each(specRoutes)('%s loads on a fresh visit with its own heading and title', async (path) => {
    const problems = watchProblems(page);
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(200);
    const heading = await pageHeading(page);
    expect(heading).not.toBe('404 Page Not Found');
    expect(heading).not.toMatch(/temporarily unavailable/i);
    expect(heading.length).toBeGreaterThan(2);
    expect(await page.title()).toMatch(/\| From Sun to Sanctuary$/);
    expect(await page.locator('header').first().isVisible()).toBe(true);
    expect(await page.locator('footer').first().isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('/get-involved/donate says it is redirecting, then lands on /donate', async () => {
    await page.goto(`${baseUrl}/get-involved/donate`);
    await page
      .getByText(/redirect/i)
      .first()
      .waitFor();
    await page.waitForURL(`${baseUrl}/donate`, { timeout: 10_000 });
    expect(await pageHeading(page)).not.toBe('404 Page Not Found');
  });
});

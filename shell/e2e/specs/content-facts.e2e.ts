import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHeading, watchProblems } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/** Every content route with its h1 and the key facts (spec §2 and §9) its text must show. */
const routes: readonly [path: string, heading: RegExp, facts: readonly string[]][] = [
  [
    '/',
    /From sun to sanctuary/i,
    ['Support Our Mission', 'Watch Our Impact', '$35,000', '1000+ Patients', '$3,000 installs a complete solar system'],
  ],
  ['/about-us/who-we-are', /Who We Are/, ['Compassion', 'Sustainability', 'Inclusion']],
  ['/about/who-we-are', /Who We Are/, ['Compassion']],
  ['/about-us/our-story', /Our Story/, ['2023', 'Foundation', 'Rapid Expansion', 'Recognition']],
  ['/about/our-story', /Our Story/, ['First Projects']],
  ['/about-us/un-climate-goals', /UN Climate Goals/, ['63,500+', '125 tons', '1.5°C', '2030', '100%']],
  ['/about/un-climate-goals', /UN Climate Goals/, ['Quality Education']],
  ['/about-us/our-partners', /Our Partners/, ['24/7', '15+', 'Become a Partner']],
  ['/about/our-partners', /Our Partners/, ['100%']],
  ['/about-us/faqs', /Frequently Asked Questions/, ['All Questions', 'Support & Donations']],
  ['/about/faqs', /Frequently Asked Questions/, ['Climate Goals']],
  ['/our-work/focus-areas', /Focus Areas/, ['63,500+', '2.8MW']],
  ['/our-work/educational-institutions', /Educational Institutions/, ['12,000', '850kW', '98%']],
  ['/our-work/places-of-worship', /Places of Worship/, ['8 mosques and 7 churches', '8,500']],
  ['/our-work/regions', /Regions/, ['1,900+', '57kW', 'Pakistan', 'Somaliland']],
  ['/blogs', /Climate Action Blog/, ['Featured']],
  ['/news/blog', /Climate Action Blog/, ['Featured']],
  ['/blogs/3', /Keeping Girls in School/, ['Back to All Articles']],
  ['/blogs/999', /Climate Action Blog/, ['could not find that article']],
  ['/press-releases', /Press Releases/, ['Coming Soon']],
  ['/news/media-coverage', /Media Coverage/, ['press@fromsuntosanctuary.org']],
  ['/news/events', /Events/, ['Register Interest', 'View Recording', '2027']],
  ['/climate-dashboard', /Climate Dashboard/, ['3,900+', '123.7 MWh', '87.9 tons CO₂']],
  ['/eco-learning-path', /Eco Learning Path/, ['Beginner', 'Advanced']],
  ['/legal/privacy-policy', /Privacy Policy/, ['28 November 2026', 'UK GDPR']],
];

describe('content pages: key facts, meta descriptions, count-in', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it.each(routes)('%s shows its heading and key facts', async (path, heading, facts) => {
    const problems = watchProblems(page);
    await page.goto(baseUrl + path);
    await waitForHeading(page, heading);
    expect(await page.locator('main h1').count()).toBe(1);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const fact of facts) expect(text).toContain(fact);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    expect(problems.errors).toEqual([]);
  });

  it('home sections come in the spec order and the impact modal opens and closes with Escape', async () => {
    await page.goto(baseUrl + '/');
    await waitForHeading(page, /From sun to sanctuary/i);
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids[0]).toBe('home');
    expect(ids.indexOf('about')).toBe(1);
    expect(ids.indexOf('projects')).toBe(2);
    expect(ids[ids.length - 1]).toBe('contact');
    expect(await page.locator('#insights article').count()).toBe(9);
    await page.getByRole('button', { name: /Watch Our Impact/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('FAQ lists 14 questions and the dashboard counts its indicators in', async () => {
    await page.goto(baseUrl + '/about-us/faqs');
    await waitForHeading(page, /Frequently Asked Questions/);
    expect(await page.locator('#questions button[aria-expanded]').count()).toBe(14);
    await page.goto(baseUrl + '/climate-dashboard');
    await waitForHeading(page, /Climate Dashboard/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="indicator-energy-value"]')?.textContent === '123.7',
      null,
      {
        timeout: 10_000,
      },
    );
  });
});

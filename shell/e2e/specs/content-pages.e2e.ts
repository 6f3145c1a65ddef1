import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, waitForHeading } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/** Each content route with its heading and the spec's key facts (§2, §9), as a visitor reads them. */
const contentPages: { path: string; heading: RegExp; facts: string[] }[] = [
  { path: '/about-us/who-we-are', heading: /who we are/i, facts: ['Our Mission', 'Our Vision', 'Compassion', 'Sustainability', 'Inclusion'] },
  { path: '/about/who-we-are', heading: /who we are/i, facts: ['Compassion', 'Sustainability', 'Inclusion'] },
  { path: '/about-us/our-story', heading: /our story/i, facts: ['2023', 'Foundation', 'First Projects', '5 schools and 3 health clinics', 'Rapid Expansion', 'Recognition'] },
  { path: '/about/our-story', heading: /our story/i, facts: ['Foundation', 'Recognition'] },
  {
    path: '/about-us/un-climate-goals',
    heading: /un climate goals/i,
    facts: ['SDG 7', 'SDG 13', 'SDG 3', 'SDG 4', '58 installations serving 63,500+ people', '125 tons', '1.5°C', '2030', '100%'],
  },
  { path: '/about/un-climate-goals', heading: /un climate goals/i, facts: ['Affordable and Clean Energy', 'Quality Education'] },
  { path: '/about-us/our-partners', heading: /our partners/i, facts: ['Community outreach', '100%', '24/7', '15+', 'Become a Partner'] },
  { path: '/about/our-partners', heading: /our partners/i, facts: ['24/7'] },
  { path: '/about-us/faqs', heading: /frequently asked|faq/i, facts: ['All Questions', 'Solar Projects', 'Support & Donations', 'Climate Goals'] },
  { path: '/about/faqs', heading: /frequently asked|faq/i, facts: ['All Questions'] },
  { path: '/our-work/focus-areas', heading: /focus areas/i, facts: ['58', '63,500+', '125 tons', '2.8MW', '23 schools', '12,000+ students'] },
  { path: '/our-work/educational-institutions', heading: /educational institutions/i, facts: ['23 schools', '12,000+', '850kW', '98%'] },
  { path: '/our-work/places-of-worship', heading: /places of worship/i, facts: ['15', '8 mosques', '7 churches', '8,500+'] },
  { path: '/our-work/regions', heading: /regions/i, facts: ['1,900+', '57kW', 'Pakistan', 'Somaliland', 'Current projects'] },
  { path: '/blogs', heading: /blog/i, facts: ['Featured'] },
  { path: '/news/blog', heading: /blog/i, facts: ['Featured'] },
  { path: '/blogs/3', heading: /./, facts: ['Back to All Articles'] },
  { path: '/press-releases', heading: /press releases/i, facts: ['Coming Soon'] },
  { path: '/news/media-coverage', heading: /media coverage/i, facts: ['Featured', 'press@fromsuntosanctuary.org'] },
  { path: '/news/events', heading: /events/i, facts: ['Register Interest', 'View Recording', 'Confirmed', 'Registration Open', 'Registration Opening Soon'] },
  { path: '/climate-dashboard', heading: /climate dashboard/i, facts: ['3,900+', '123.7 MWh', '87.9 tons CO₂', 'Communities'] },
  { path: '/eco-learning-path', heading: /learning path/i, facts: ['Beginner', 'Intermediate', 'Advanced', '15 min'] },
  { path: '/legal/privacy-policy', heading: /privacy policy/i, facts: ['Last updated 31 May 2025', 'UK GDPR', 'lawful basis', 'Your rights'] },
];

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

describe('content pages', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: desktop })).newPage();
  });
  afterAll(() => browser.close());

  it.each(contentPages)('$path shows its key facts', async ({ path, heading, facts }) => {
    await page.goto(baseUrl + path);
    await waitForHeading(page, heading);
    const text = await mainText(page);
    for (const fact of facts) expect(text).toContain(fact);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
  });

  it('home: sections in order, the four projects, nine insights and the closing banner', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page, /from sun to sanctuary/i);
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    const order = ['home', 'about', 'projects', 'contact'].map((id) => ids.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(ids[ids.length - 1]).toBe('contact');

    const supportLinks = await page.getByRole('link', { name: 'Support This Project' }).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(supportLinks).toEqual(['/projects/1/donate', '/projects/2/donate', '/projects/3/donate', '/projects/4/donate']);
    const text = await mainText(page);
    for (const fact of ['Orphanage Solar Initiative', '$35,000', '150 Children', 'Urgent', '$125,000', '1,900+', 'Stories of Hope', '$25', '$200', '$3,000']) {
      expect(text).toContain(fact);
    }
    const articleLinks = await page.locator('main a[href^="/blogs/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(articleLinks).toHaveLength(9);
    expect(await page.locator('#home video').evaluate((video) => (video as HTMLVideoElement).loop && (video as HTMLVideoElement).muted)).toBe(true);
  });

  it('home: "Watch Our Impact" opens the film in a dialog that Escape closes', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page, /from sun to sanctuary/i);
    await page.getByRole('button', { name: /watch our impact/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.locator('video').count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('an unknown article id shows the list of articles', async () => {
    await page.goto(`${baseUrl}/blogs/999`);
    await page.locator('main a[href="/blogs/1"]').first().waitFor();
    expect(await page.locator('main a[href^="/blogs/"]').count()).toBeGreaterThanOrEqual(9);
  });

  it('the FAQ lists 14 questions and filters by category', async () => {
    await page.goto(`${baseUrl}/about-us/faqs`);
    await waitForHeading(page, /frequently asked|faq/i);
    const questions = page.locator('main button[aria-expanded]');
    expect(await questions.count()).toBe(14);
    await page.getByRole('button', { name: 'Solar Projects', exact: true }).click();
    expect(await questions.count()).toBeLessThan(14);
  });

  it('the learning path goes overview, learning, completed and back', async () => {
    await page.goto(`${baseUrl}/eco-learning-path`);
    await waitForHeading(page, /learning path/i);
    await page.getByRole('button', { name: /open module/i }).first().click();
    await page.getByRole('button', { name: 'Begin Learning Module' }).click();
    await page.getByRole('button', { name: 'Complete Module' }).click();
    await page.getByRole('button', { name: 'Review Module Content' }).waitFor();
    await page.getByRole('button', { name: 'Return to Learning Path' }).click();
    await page.getByRole('button', { name: /open module/i }).first().waitFor();
  });
});

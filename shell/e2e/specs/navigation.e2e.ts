import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, waitForHeading, waitForLivePage } from '../support/browser';
import { baseUrl, ports } from '../support/e2e-env';

async function heading(page: Page): Promise<string> {
  await waitForLivePage(page);
  const h1 = page.locator('main h1').first();
  await h1.waitFor({ state: 'visible', timeout: 15_000 });
  return (await h1.textContent())?.trim() ?? '';
}

function remoteRequests(page: Page): { ports: Set<number> } {
  const seen = { ports: new Set<number>() };
  page.on('request', (request) => {
    const port = Number(new URL(request.url()).port);
    if ([ports.content, ports.engage, ports.donate].includes(port as 4311)) seen.ports.add(port);
  });
  return seen;
}

describe('navigation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: desktop });
    return context.newPage();
  }

  it('shows "404 Page Not Found" for an unknown path, inside the usual header and footer', async () => {
    const page = await freshPage();
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe('404 Page Not Found');
    expect(await page.title()).toContain('404 Page Not Found');
    expect(await page.locator('footer').textContent()).toContain('2024');
  });

  it('a first visit fetches only the remote its route needs', async () => {
    const page = await freshPage();
    const contact = remoteRequests(page);
    await page.goto(`${baseUrl}/contact`);
    await heading(page);
    expect([...contact.ports]).toEqual([ports.engage]);

    const homePage = await freshPage();
    const home = remoteRequests(homePage);
    await homePage.goto(`${baseUrl}/`);
    await heading(homePage);
    await homePage.waitForLoadState('networkidle');
    expect([...home.ports]).toEqual([ports.content]);

    // The newsletter widget (engage) loads as its section comes near the screen.
    await homePage.locator('#newsletter').scrollIntoViewIfNeeded();
    await homePage.getByRole('form', { name: 'Newsletter sign-up' }).waitFor({ timeout: 15_000 });
    expect([...home.ports].sort()).toEqual([ports.content, ports.engage].sort());
  });

  it('moves between pages of different remotes without reloading the document', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/`);
    await heading(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.locator('footer a[href="/contact"]').click();
    await page.waitForURL(`${baseUrl}/contact`);
    await waitForHeading(page, /contact/i);

    await page.locator('footer a[href="/donate"]').click();
    await page.waitForURL(`${baseUrl}/donate`);
    await waitForHeading(page, /donat/i);

    await page.locator('footer a[href="/about-us/who-we-are"], header a[href="/about-us/who-we-are"]').first().click();
    await page.waitForURL(`${baseUrl}/about-us/who-we-are`);
    await waitForHeading(page, /who we are/i);

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('starts every navigation at the top of the page', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/about-us/faqs`);
    await heading(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer a[href="/get-involved/volunteer"]').click();
    await page.waitForURL(`${baseUrl}/get-involved/volunteer`);
    await waitForHeading(page, /volunteer/i);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('refreshing a deep link keeps the page', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/our-work/regions`);
    const before = await heading(page);
    await page.reload();
    expect(await heading(page)).toBe(before);
  });
});

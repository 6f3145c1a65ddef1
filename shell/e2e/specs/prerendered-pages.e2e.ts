import type { Page } from 'playwright-core';
import { pagePerTest, waitForLivePage } from '../support/browser';
import { baseUrl, ports } from '../support/e2e-env';

async function html(path: string): Promise<string> {
  return (await fetch(baseUrl + path)).text();
}

/** Holds every script of the site (the shell's and the remotes') until `release()`, as a slow connection would. */
async function holdScripts(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (!route.request().url().endsWith('/load-after-paint.js')) await held;
    await route.continue();
  });
  return release;
}

describe('prerendered pages, hydrated in place (decisions 012, 017)', () => {
  const session = pagePerTest();

  it('sends each page with its header, content and footer already in the HTML, and its scripts after the first paint', async () => {
    for (const [path, heading] of [
      ['/about-us/who-we-are', 'Who We Are'],
      ['/contact', 'Contact Us'],
      ['/donate', 'Donate'],
      ['/no/such/page', '404 Page Not Found'],
    ] as const) {
      const page = await html(path);
      const root = page.split('<div id="root">')[1]?.split('<script id="remote-locations"')[0] ?? '';
      expect(root).toContain(`${heading}</h1>`);
      expect(root).toContain('aria-label="Main"');
      expect(root).toContain('Registered charity');
      expect(page.match(/<main\b/g)).toHaveLength(1);
      expect(page).not.toMatch(/<script defer src="\/main\./);
      expect(page).toMatch(
        /<script id="after-paint-assets" type="application\/json">\{"scripts":\["\/main\.[0-9a-f]{10}\.js"\]/,
      );
    }
    expect(await html('/')).toContain(`src="http://localhost:${ports.content}/assets/hero-poster.`);
  });

  it('shows the page before any script has run, then brings the same elements to life without moving anything', async () => {
    const { page } = session;
    const release = await holdScripts(page);
    await page.goto(`${baseUrl}/about-us/our-story`, { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1, name: 'Our Story' });
    await heading.waitFor({ state: 'visible' });
    const before = await heading.boundingBox();
    await heading.evaluate((element) => element.setAttribute('data-server-node', ''));

    release();
    await waitForLivePage(page);
    expect(await page.locator('main').count()).toBe(1);
    expect(await heading.getAttribute('data-server-node')).toBe('');
    expect(await heading.boundingBox()).toEqual(before);
    await page.getByRole('link', { name: 'Donate Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Donate' }).waitFor();
  });

  it('asks for the home page’s scripts only once its lead image has arrived, so they do not take its bandwidth', async () => {
    const { page } = session;
    let releasePoster = () => undefined as void;
    const posterHeld = new Promise<void>((resolve) => (releasePoster = resolve));
    await page.route(/\/hero-poster\.[0-9a-f]+\.webp$/, async (route) => {
      await posterHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // Past first paint, when the scripts used to start, and well inside the two seconds after which they start anyway.
    await page.waitForTimeout(300);
    releasePoster();
    await waitForLivePage(page);

    const timings = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = entries.filter(
        (entry) => /\.js$/.test(new URL(entry.name).pathname) && !entry.name.endsWith('/load-after-paint.js'),
      );
      const poster = entries.find((entry) => entry.name.includes('/hero-poster.'));
      return {
        posterArrived: poster?.responseEnd ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timings.scripts).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.posterArrived);
  });

  it('keeps what a visitor types and ticks in a form before the scripts arrive, and acts on it once they do', async () => {
    const { page } = session;
    const release = await holdScripts(page);
    await page.goto(`${baseUrl}/donate`, { waitUntil: 'domcontentloaded' });
    const email = page.getByLabel(/^Email address/);
    const giftAid = page.getByRole('checkbox', { name: /Gift Aid/ });
    await email.waitFor({ state: 'visible' });
    await email.fill('early@example.org');
    await giftAid.check();

    release();
    await waitForLivePage(page);
    // Ticking Gift Aid opens the declaration's fields: the live app has seen the tick, not only the box.
    await page.getByLabel(/^First name/).waitFor();
    expect(await giftAid.isChecked()).toBe(true);
    expect(await email.inputValue()).toBe('early@example.org');
  });

  it("keeps the project donate page's Gift Aid section as the server drew it while the page comes to life (decision 038)", async () => {
    const { page } = session;
    const release = await holdScripts(page);
    await page.goto(`${baseUrl}/projects/1/donate`, { waitUntil: 'domcontentloaded' });
    const giftAid = page.getByRole('group', { name: /^Gift Aid/ });
    await giftAid.waitFor({ state: 'visible' });
    await giftAid.evaluate((element) => element.setAttribute('data-server-node', ''));

    release();
    await waitForLivePage(page);
    await page.getByRole('button', { name: '£100', exact: true }).click();
    await giftAid.getByText(/^£100 becomes £125(\.00)? with Gift Aid/).waitFor();
    expect(await giftAid.getAttribute('data-server-node')).toBe('');
  });

  it('keeps a click on a question made before the scripts arrive, and opens its answer once they do', async () => {
    const { page } = session;
    const release = await holdScripts(page);
    await page.goto(`${baseUrl}/about/faqs`, { waitUntil: 'domcontentloaded' });
    const question = page.getByRole('button', { name: 'Why focus on Pakistan and Somaliland?' });
    await question.waitFor({ state: 'visible' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    release();
    await page.waitForFunction(() => document.querySelector('button[aria-expanded="true"]') !== null, undefined, {
      timeout: 15_000,
    });
    const answerId = await question.getAttribute('aria-controls');
    expect(await page.locator(`[id="${answerId}"]`).isVisible()).toBe(true);
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });
});

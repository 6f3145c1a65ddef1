import type { Page } from 'playwright-core';
import { pagePerTest, waitForLivePage } from '../support/browser';
import { baseUrl, ports } from '../support/e2e-env';

async function html(path: string): Promise<string> {
  return (await fetch(baseUrl + path)).text();
}

/** Holds the shell's entry script until `release()`, as a slow connection would. */
async function holdEntryScript(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('prerendered pages (decision 012)', () => {
  const session = pagePerTest();

  it('sends each page with its header, content and footer already in the HTML, and its scripts after the first paint', async () => {
    for (const [path, heading] of [
      ['/about-us/who-we-are', 'Who We Are'],
      ['/contact', 'Contact Us'],
      ['/donate', 'Donate'],
      ['/no/such/page', '404 Page Not Found'],
    ] as const) {
      const page = await html(path);
      const prerendered = /<div id="prerendered" inert>([\s\S]*)<\/div><div id="root" hidden><\/div>/.exec(page)?.[1] ?? '';
      expect(prerendered).toContain(`${heading}</h1>`);
      expect(prerendered).toContain('aria-label="Main"');
      expect(prerendered).toContain('Registered charity');
      expect(page).not.toMatch(/<script defer src="\/main\./);
      expect(page).toMatch(/<script id="after-paint-assets" type="application\/json">\{"scripts":\["\/main\.[0-9a-f]{10}\.js"\]/);
    }
    expect(await html('/')).toContain(`src="http://localhost:${ports.content}/assets/hero-poster.`);
  });

  it('shows the page before any script has run, then hands over to the live page without moving anything', async () => {
    const { page } = session;
    const release = await holdEntryScript(page);
    await page.goto(`${baseUrl}/about-us/our-story`, { waitUntil: 'domcontentloaded' });
    const heading = page.locator('#prerendered main h1');
    await heading.waitFor({ state: 'visible' });
    expect(await heading.textContent()).toBe('Our Story');
    const before = await heading.boundingBox();
    expect(await page.locator('#root').isHidden()).toBe(true);

    release();
    await waitForLivePage(page);
    expect(await page.locator('main').count()).toBe(1);
    const live = page.getByRole('heading', { level: 1, name: 'Our Story' });
    expect(await live.boundingBox()).toEqual(before);
    await page.getByRole('link', { name: 'Donate Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Donate' }).waitFor();
  });
});

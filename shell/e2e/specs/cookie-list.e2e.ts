import type { Page } from 'playwright-core';
import { pagePerTest, waitForHeading } from '../support/browser';
import { baseUrl } from '../support/e2e-env';
import { signInToStaff } from '../support/staff';

/** Issue 26: the privacy policy's cookie table names every cookie the site really sets. */

/** The cookie names the privacy policy's table lists, as a visitor reads them. */
async function listedCookies(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/legal/privacy-policy`);
  await waitForHeading(page, 'Privacy Policy');
  return page
    .getByRole('table', { name: /Cookies/ })
    .getByRole('rowheader')
    .allTextContents();
}

/** The names of the cookies this site's own host has set in the page's browser context. */
async function siteCookieNames(page: Page): Promise<string[]> {
  const host = new URL(baseUrl).hostname;
  return (await page.context().cookies())
    .filter((cookie) => cookie.domain.replace(/^\./, '') === host)
    .map((c) => c.name);
}

describe('the cookie list', () => {
  const session = pagePerTest();

  it('lists every cookie a staff sign-in and a gift leave behind', async () => {
    const { page } = session;
    await signInToStaff(page);

    await page.goto(`${baseUrl}/projects/1/donate`);
    await page.getByLabel('Or enter your own amount').fill('2.34');
    await page.getByRole('button', { name: 'Donate £2.34' }).click();
    await page
      .getByRole('group', { name: 'PayPal sandbox simulator' })
      .getByRole('button', { name: 'PayPal' })
      .click({ timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'Payment successful! Thank you for your donation.' })
      .waitFor({ timeout: 15_000 });

    const set = await siteCookieNames(page);
    expect([...set].sort()).toEqual(['solar_gave', 'solar_staff']);
    const listed = await listedCookies(page);
    for (const name of set) expect(listed).toContain(name);
  });
});

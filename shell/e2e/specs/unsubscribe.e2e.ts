import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { pagePerTest, waitForHeading } from '../support/browser';
import { countRows, waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { unsubscribeLink, waitForEmail } from '../support/mail';
import { confirmFromEmail, subscribeFromHomePage } from '../support/newsletter';

/** Unique per run and per test, so reruns against the same database never collide on unique emails. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniqueEmail = (who: string) => `e2e-unsubscribe-${who}-${run}@example.org`;

const WELCOME = /Welcome/i;

const subscriber = (email: string) =>
  waitForRow('SELECT id, isActive, firstName FROM newsletters WHERE email = ?', [email]);

/** A mail provider's one-click POST (RFC 8058): form-encoded, no Origin, no cookies, from no page of ours. */
function oneClickPost(url: string): Promise<{ status: number; body: string }> {
  const body = 'List-Unsubscribe=One-Click';
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('unsubscribing from the newsletter, from the email to the page', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('sends a welcome with one-click unsubscribe headers; its link confirms before it unsubscribes, and subscribing again works', async () => {
    const email = uniqueEmail('page');
    await subscribeFromHomePage(page, email);

    const welcome = await waitForEmail(email, { subject: WELCOME });
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\?t=[^>]+>, <mailto:[^>]+>$/);
    const link = unsubscribeLink(welcome);
    expect(link.startsWith(`${baseUrl}/unsubscribe?t=`)).toBe(true);

    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await waitForHeading(page, 'Unsubscribe from our monthly updates');
    expect(await page.title()).toMatch(/^Unsubscribe \|/);
    const button = page.getByRole('button', { name: 'Unsubscribe', exact: true });
    await button.waitFor();
    expect(await subscriber(email)).toMatchObject({ isActive: 1, firstName: 'Amina' });

    await button.click();
    const confirmation = page.getByRole('heading', { name: "You're unsubscribed" });
    await confirmation.waitFor({ timeout: 10_000 });
    expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await waitForRow('SELECT isActive, firstName, lastName FROM newsletters WHERE email = ? AND isActive = 0', [
        email,
      ]),
    ).toEqual({
      isActive: 0,
      firstName: null,
      lastName: null,
    });

    await page.getByRole('link', { name: 'subscribe again on our home page' }).click();
    await page.waitForURL(`${baseUrl}/#newsletter`);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.waitFor({ state: 'visible', timeout: 15_000 });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Check your inbox to confirm' }).waitFor({ timeout: 10_000 });
    // Still unsubscribed until the new link is confirmed.
    expect(await countRows('SELECT id FROM newsletters WHERE email = ? AND isActive = 1', [email])).toBe(0);
    await confirmFromEmail(page, email, 2);
    expect(await waitForRow('SELECT isActive FROM newsletters WHERE email = ? AND isActive = 1', [email])).toEqual({
      isActive: 1,
    });
    expect(await countRows('SELECT id FROM newsletters WHERE email = ?', [email])).toBe(1);
  });

  it("unsubscribes with a mail provider's one-click POST to the email's List-Unsubscribe address", async () => {
    const email = uniqueEmail('one-click');
    await subscribeFromHomePage(page, email);
    const link = unsubscribeLink(await waitForEmail(email, { subject: WELCOME }));
    expect((await subscriber(email))['isActive']).toBe(1);

    const answer = await oneClickPost(link);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
    expect(
      await waitForRow('SELECT isActive, firstName FROM newsletters WHERE email = ? AND isActive = 0', [email]),
    ).toEqual({ isActive: 0, firstName: null });
  });

  it('explains how else to unsubscribe when the link has lost its token, with no button', async () => {
    await page.goto(`${baseUrl}/unsubscribe?t=12.cut-short`);
    await waitForHeading(page, 'Unsubscribe from our monthly updates');
    await page.getByRole('heading', { name: 'This unsubscribe link is incomplete' }).waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe', exact: true }).count()).toBe(0);

    // The plain address is prerendered (no query), and the live app takes it over without a mismatch.
    expect(await (await fetch(`${baseUrl}/unsubscribe`)).text()).toContain('This unsubscribe link is incomplete');
    await page.goto(`${baseUrl}/unsubscribe`);
    await waitForHeading(page, 'Unsubscribe from our monthly updates');
    await page.getByRole('heading', { name: 'This unsubscribe link is incomplete' }).waitFor();
  });
});

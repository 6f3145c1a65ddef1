import type { Page } from 'playwright-core';
import { waitForHeading } from './browser';
import { baseUrl } from './e2e-env';
import { emailsTo } from './mail';

const CONFIRMATION = /^Please confirm/;

/** Fills in and sends the home page's newsletter widget; the site then emails a confirmation link. */
export async function signUpFromHomePage(page: Page, email: string, firstName = 'Amina'): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.locator('#newsletter').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.waitFor({ state: 'visible', timeout: 15_000 });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('First name').fill(firstName);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('heading', { name: 'Check your inbox to confirm' }).waitFor({ timeout: 10_000 });
}

/** The link in the `nth` confirmation email to `address` (1 for the first), once it has been caught. */
export async function confirmationLink(address: string, nth = 1, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const questions = (await emailsTo(address)).filter((email) => CONFIRMATION.test(email.subject));
    const text = questions[nth - 1]?.text;
    const link = text ? /<(https?:[^<>\s]+\/newsletter\/confirm\?t=[^<>\s]+)>/.exec(text)?.[1] : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation email number ${nth} to ${address} within ${timeoutMs} ms`);
}

/** Opens the `nth` confirmation link to `address` and presses its button, as the person does. */
export async function confirmFromEmail(page: Page, address: string, nth = 1): Promise<void> {
  await page.goto(await confirmationLink(address, nth));
  await waitForHeading(page, 'Confirm your sign-up');
  await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
  await page.getByRole('heading', { name: 'You’re subscribed' }).waitFor({ timeout: 10_000 });
}

/** The whole double opt-in from the home page: sign up, then confirm from the emailed link. */
export async function subscribeFromHomePage(page: Page, email: string): Promise<void> {
  await signUpFromHomePage(page, email);
  await confirmFromEmail(page, email);
}

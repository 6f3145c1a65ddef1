import type { Page } from 'playwright-core';
import type { ProjectResponse } from '@solar/shared-contracts';
import { CHARITY_EMAIL_NOTICE, CHARITY_EMAIL_NOTICE_VERSION } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading } from '../support/browser';
import { countRows, waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { simUrl } from '../support/paypal';
import { restartApiWithoutPayPal, restartApiWithPayPal } from '../support/site-control';

/** Unique per run and per test, so reruns against the same database never collide. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const donorEmail = (who: string) => `e2e-donor-${who}-${run}@example.org`;

const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/\.(\d)$/, '.$10');
const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);

async function project(id: number): Promise<ProjectResponse> {
  const response = await fetch(`${baseUrl}/api/projects/${id}`);
  return (await response.json()) as ProjectResponse;
}

/** Fills steps 1 and 2 of /donate: a preset (or custom amount), once or monthly, and the donor's details. */
async function fillDonateForm(
  page: Page,
  gift: { preset?: string; custom?: string; monthly?: boolean; email: string; name?: string },
) {
  await page.goto(`${baseUrl}/donate`);
  await waitForHeading(page, 'Donate');
  if (gift.preset) await page.getByRole('button', { name: gift.preset, exact: true }).click();
  if (gift.custom) await page.getByLabel('Or enter your own amount (£)').fill(gift.custom);
  if (gift.monthly) await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByLabel(/^Email address/).fill(gift.email);
  if (gift.name) await page.getByLabel(/^Your name/).fill(gift.name);
}

/** The address bar reads /donate with no PayPal parameters left in it. */
async function waitForCleanDonateAddress(page: Page) {
  await page.waitForURL((url) => url.pathname === '/donate' && url.search === '', { timeout: 10_000 });
}

describe('donations through PayPal (simulator), end to end', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('takes a one-off gift through the PayPal redirect, captures it on return and subscribes the donor to the newsletter', async () => {
    const email = donorEmail('once');
    await fillDonateForm(page, { preset: '£100', email, name: 'Amina Khan' });
    expect(await page.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut }).isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Donate £100 with PayPal' }).click();
    await page.waitForURL(`${simUrl}/checkoutnow?**`, { timeout: 10_000 });
    const pending = await waitForRow(
      'SELECT amount, paymentStatus, projectId, paypalOrderId FROM donations WHERE donorEmail = ?',
      [email],
    );
    expect(pending).toMatchObject({ amount: 100, paymentStatus: 'pending', projectId: null });

    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByRole('dialog', { name: 'Thank you for your donation of £100!' }).waitFor({ timeout: 15_000 });
    await waitForCleanDonateAddress(page);

    const row = await waitForRow(
      "SELECT amount, currency, donorName, paymentStatus, paypalOrderId, paypalPaymentId FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed'",
      [email],
    );
    expect(row).toMatchObject({
      amount: 100,
      currency: 'GBP',
      donorName: 'Amina Khan',
      paypalOrderId: pending['paypalOrderId'],
    });
    expect(row['paypalPaymentId']).toEqual(expect.any(String));
    expect(await waitForRow('SELECT subscriptionSource, isActive FROM newsletters WHERE email = ?', [email])).toEqual({
      subscriptionSource: 'donation',
      isActive: 1,
    });
    expect(await countRows('SELECT id FROM donations WHERE donorEmail = ?', [email])).toBe(1);
  });

  it('says so and captures nothing when the donor cancels at PayPal', async () => {
    const email = donorEmail('cancel');
    await fillDonateForm(page, { custom: '7.5', email });
    await page.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut }).check();
    await page.getByRole('button', { name: 'Donate £7.50 with PayPal' }).click();
    await page.waitForURL(`${simUrl}/checkoutnow?**`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: 'Payment was cancelled. You can try again anytime.' })
      .waitFor({ timeout: 10_000 });
    await waitForCleanDonateAddress(page);
    expect(await waitForRow('SELECT amount, paymentStatus FROM donations WHERE donorEmail = ?', [email])).toEqual({
      amount: 7.5,
      paymentStatus: 'pending',
    });
    expect(await countRows('SELECT id FROM newsletters WHERE email = ?', [email])).toBe(0);
  });

  it('sets up a monthly gift: approval at PayPal, then activation on return', async () => {
    const email = donorEmail('monthly');
    await fillDonateForm(page, { preset: '£50', monthly: true, email });

    await page.getByRole('button', { name: 'Give £50 monthly with PayPal' }).click();
    await page.waitForURL(`${simUrl}/webapps/billing/subscriptions?**`, { timeout: 10_000 });
    expect(await waitForRow('SELECT status, frequency FROM subscriptions WHERE donorEmail = ?', [email])).toEqual({
      status: 'pending',
      frequency: 'monthly',
    });

    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByRole('dialog', { name: 'Thank you for your monthly gift of £50!' }).waitFor({ timeout: 15_000 });
    await waitForCleanDonateAddress(page);

    const row = await waitForRow(
      "SELECT amount, currency, frequency, paypalSubscriptionId FROM subscriptions WHERE donorEmail = ? AND status = 'active'",
      [email],
    );
    expect(row).toMatchObject({ amount: 50, currency: 'GBP', frequency: 'monthly' });
    expect(String(row['paypalSubscriptionId'])).toMatch(/^I-/);
  });

  it('takes a project gift through the PayPal buttons and moves the raised figures on the project and sponsor pages', async () => {
    const before = await project(2);
    await page.goto(`${baseUrl}/projects/2/donate`);
    await waitForHeading(page, before.title);
    await page.getByLabel('Or enter your own amount').fill('12.34');
    // The soft opt-in's notice and its unticked box stand before PayPal's buttons, as on /donate.
    await page.getByText(CHARITY_EMAIL_NOTICE.notice, { exact: true }).waitFor();
    const optOut = page.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut });
    expect(await optOut.isChecked()).toBe(false);
    expect(await optOut.getAttribute('aria-describedby')).toBe('project-email-notice');
    await page.getByRole('button', { name: 'Donate £12.34' }).click();

    const paypal = page.getByRole('group', { name: 'PayPal sandbox simulator' });
    await paypal.getByRole('button', { name: 'PayPal' }).click({ timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'Payment successful! Thank you for your donation.' })
      .waitFor({ timeout: 15_000 });

    const raised = before.raisedAmount + 12.34;
    await page.locator('.raised', { hasText: pounds(raised) }).waitFor({ timeout: 10_000 });
    expect((await project(2)).raisedAmount).toBeCloseTo(raised, 2);
    const row = await waitForRow(
      "SELECT amount, projectId, paymentStatus, emailNoticeVersion, newsletterOptIn FROM donations WHERE projectId = 2 AND amount = 12.34 AND paymentStatus = 'completed' ORDER BY id DESC",
      [],
    );
    expect(row).toEqual({
      amount: 12.34,
      projectId: 2,
      paymentStatus: 'completed',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      newsletterOptIn: 1,
    });

    await page.goto(`${baseUrl}/get-involved/sponsor-a-project`);
    const bar = page.getByRole('progressbar', { name: `${before.title} funding` });
    await page.waitForFunction(
      ([name, text]) =>
        document
          .querySelector(`[role="progressbar"][aria-label="${name}"]`)
          ?.getAttribute('aria-valuetext')
          ?.includes(text),
      [`${before.title} funding`, dollars(raised)] as const,
      { timeout: 10_000 },
    );
    expect(await bar.getAttribute('aria-valuetext')).toContain(dollars(raised));
  });

  it('reports a cancelled or failed payment on the project page and moves nothing', async () => {
    const before = await project(4);
    await page.goto(`${baseUrl}/projects/4/donate`);
    await waitForHeading(page, before.title);
    await page.getByRole('button', { name: 'Donate £50' }).click();
    const paypal = page.getByRole('group', { name: 'PayPal sandbox simulator' });

    await paypal.getByRole('button', { name: 'Cancel' }).click({ timeout: 15_000 });
    await page.getByText('Payment cancelled.', { exact: true }).waitFor();
    await paypal.getByRole('button', { name: 'Simulate error' }).click();
    await page.getByRole('alert').filter({ hasText: 'Payment error occurred. Please try again.' }).waitFor();
    expect((await project(4)).raisedAmount).toBe(before.raisedAmount);
  });

  describe('when PayPal is not configured', () => {
    beforeAll(() => restartApiWithoutPayPal(), 60_000);
    afterAll(() => restartApiWithPayPal(), 60_000);

    it('shows the yellow banner and bank transfer instead of PayPal', async () => {
      await fillDonateForm(page, { email: donorEmail('unconfigured') });
      await page.getByText('PayPal Configuration in Progress').waitFor({ timeout: 10_000 });
      await page.getByRole('heading', { name: 'Give by bank transfer', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /with PayPal/ }).count()).toBe(0);

      await page.goto(`${baseUrl}/projects/1/donate`);
      await waitForHeading(page, 'Orphanage Solar Initiative');
      await page.getByRole('button', { name: 'Donate £50' }).click();
      await page.getByRole('link', { name: 'Arrange a bank transfer' }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('group', { name: 'PayPal sandbox simulator' }).count()).toBe(0);
    });
  });
});

import type { Page } from 'playwright-core';
import { FRESH_LINK_MESSAGE } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading } from '../support/browser';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { waitForEmail } from '../support/mail';
import { signWebhook, simUrl } from '../support/paypal';
import { signInToStaff } from '../support/staff';

/** Issue 28, decision 055: a monthly donor changes, pauses, restarts and cancels their gift from the email alone. */

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const email = `e2e-manage-${run}@example.org`;

const manageLinkIn = (text: string | undefined): string => {
  const link = /(https?:\/\/[^\s<>"]+\/donate\/manage\?token=[\w.-]+)/.exec(text ?? '')?.[1];
  if (!link) throw new Error('no manage link in the email');
  return link;
};

/** The subscription at the simulator, as its last lifecycle webhook carries it. */
async function atPaypal(paypalId: string): Promise<{ status: string; price: string | undefined }> {
  const { events } = (await (await fetch(`${simUrl}/__sim/subscriptions/${paypalId}/events`)).json()) as {
    events: {
      resource_type: string;
      resource: { status: string; plan?: { billing_cycles: { pricing_scheme: { fixed_price: { value: string } } }[] } };
    }[];
  };
  // The payments' events (PAYMENT.SALE.COMPLETED) carry a sale, not the subscription.
  const resource = events.filter((event) => event.resource_type === 'subscription').at(-1)?.resource;
  return {
    status: String(resource?.status),
    price: resource?.plan?.billing_cycles[0]?.pricing_scheme.fixed_price.value,
  };
}

/** PayPal charges the month and tells the site (PAYMENT.SALE.COMPLETED, signed by the simulator). */
async function chargeMonth(paypalId: string): Promise<void> {
  const sale = (await (await fetch(`${simUrl}/__sim/subscriptions/${paypalId}/charge`, { method: 'POST' })).json()) as {
    id: string;
    amount: { total: string; currency: string };
    create_time: string;
  };
  const { headers, body } = await signWebhook({
    id: `WH-E2E-${sale.id}`,
    event_version: '1.0',
    create_time: sale.create_time,
    resource_type: 'sale',
    resource_version: '1.0',
    event_type: 'PAYMENT.SALE.COMPLETED',
    resource: {
      id: sale.id,
      state: 'completed',
      amount: { total: sale.amount.total, currency: sale.amount.currency },
      billing_agreement_id: paypalId,
      create_time: sale.create_time,
    },
  });
  const response = await fetch(`${baseUrl}/paypal/webhook`, { method: 'POST', headers, body });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

describe('a monthly donor manages their gift from the email alone', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('changes £10 to £15, pauses, restarts and cancels; PayPal and the staff console show each step', async () => {
    await page.goto(`${baseUrl}/donate`);
    // The spec's first page in a new browser compiles every shared script: on a busy machine that takes a while.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'), undefined, {
      timeout: 60_000,
    });
    await waitForHeading(page, 'Donate');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByLabel('Or enter your own amount (£)').fill('10');
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Your name/).fill('Amina Khan');
    await page.getByRole('button', { name: 'Give £10 monthly with PayPal' }).click();
    await page.waitForURL(`${simUrl}/webapps/billing/subscriptions?**`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByRole('dialog', { name: /Thank you for your monthly gift of £10/ }).waitFor({ timeout: 15_000 });
    const row = await waitForRow(
      "SELECT paypalSubscriptionId FROM subscriptions WHERE donorEmail = ? AND status = 'active'",
      [email],
    );
    const paypalId = String(row['paypalSubscriptionId']);
    await chargeMonth(paypalId);

    const confirmation = await waitForEmail(email, { subject: /monthly gift is set up/ });
    const opened = await page.goto(manageLinkIn(confirmation.text));
    // A page of the donor's own gift: no cache may keep it (the rule).
    expect(opened?.headers()['cache-control']).toBe('no-store');
    await waitForHeading(page, 'Manage your monthly gift');
    await page.getByText('£10').first().waitFor({ timeout: 10_000 });

    // Paid from a PayPal account: PayPal asks the donor to approve the new amount, and bills £10 until they do.
    await page.getByLabel(/^New monthly amount/).fill('15');
    await page.getByRole('button', { name: 'Change my monthly amount' }).click();
    await page.getByText(/One more step/).waitFor({ timeout: 15_000 });
    await page.getByText('£15 a month, waiting for your approval at PayPal').waitFor();
    expect(await atPaypal(paypalId)).toMatchObject({ price: '10.00', status: 'ACTIVE' });
    await page.getByRole('button', { name: 'Approve £15 a month at PayPal' }).click();
    await page.waitForURL(`${simUrl}/webapps/billing/subscriptions/update?**`, { timeout: 10_000 });
    await page.getByText('£15.00 every month').waitFor();
    await page.getByRole('button', { name: 'Approve new amount' }).click();
    await page.waitForURL(`${baseUrl}/donate/manage?**`, { timeout: 10_000 });
    await page.getByText(/Your gift is now £15 a month/).waitFor({ timeout: 15_000 });
    expect(await atPaypal(paypalId)).toMatchObject({ price: '15.00', status: 'ACTIVE' });
    expect(new URL(page.url()).searchParams.get('token')).toMatch(/^\d+\.\d+\.\d+\./);
    await waitForEmail(email, { subject: /monthly gift has a new amount/ });

    await page.getByRole('button', { name: 'Pause my monthly gift' }).click();
    await page.getByText('Your gift is paused.').first().waitFor({ timeout: 15_000 });
    expect((await atPaypal(paypalId)).status).toBe('SUSPENDED');
    await page.getByRole('button', { name: 'Restart my monthly gift' }).click();
    await page.getByText('Your gift has restarted').waitFor({ timeout: 15_000 });
    expect((await atPaypal(paypalId)).status).toBe('ACTIVE');
    await page.getByRole('button', { name: 'Cancel my monthly gift' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my monthly gift' }).click();
    await page.getByText(/This monthly gift has ended/).waitFor({ timeout: 15_000 });
    expect((await atPaypal(paypalId)).status).toBe('CANCELLED');
    await waitForEmail(email, { subject: /monthly gift is cancelled/ });

    // The link in the first email was spent by the first change: it says so and offers a fresh one.
    await page.goto(manageLinkIn(confirmation.text));
    await page.getByRole('heading', { name: 'This link has been used' }).waitFor({ timeout: 10_000 });

    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff/monthly-gifts`);
    await waitForHeading(page, 'Monthly gifts');
    await page.getByLabel('Donor name or email').fill(email);
    await page.getByRole('button', { name: 'Apply' }).click();
    const gift = page.getByRole('row').filter({ hasText: email });
    await gift.waitFor({ timeout: 10_000 });
    expect(await gift.textContent()).toContain('£15');
    expect(await gift.textContent()).toContain('Cancelled');
    await page.goto(`${baseUrl}/staff/audit`);
    await waitForHeading(page, 'Audit log');
    for (const action of [
      'monthly-gift.amount',
      'monthly-gift.paused',
      'monthly-gift.resumed',
      'monthly-gift.cancelled',
    ])
      await page.getByText(action).first().waitFor({ timeout: 10_000 });
  });

  it('answers a fresh-link request for an unknown address exactly as for a known one', async () => {
    const ask = (address: string) =>
      fetch(`${baseUrl}/api/monthly-gift/manage/fresh-link`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl },
        body: JSON.stringify({ email: address }),
      });
    const known = await ask(email);
    const unknown = await ask(`nobody-${run}@example.org`);
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await unknown.text()).toBe(await known.text());
    expect(known.headers.get('cache-control')).toBe('no-store');

    await page.goto(`${baseUrl}/donate`);
    await waitForHeading(page, 'Donate');
    const form = page.getByRole('form', { name: 'Email me a fresh link' });
    await form.getByLabel('The address your monthly gift is linked to').fill(`nobody-else-${run}@example.org`);
    await form.getByRole('button', { name: 'Email me a fresh link' }).click();
    await page.getByText(FRESH_LINK_MESSAGE).waitFor({ timeout: 10_000 });
  });

  it('emails a giving statement with the right totals', async () => {
    const second = `e2e-statement-${run}@example.org`;
    await page.goto(`${baseUrl}/donate`);
    await waitForHeading(page, 'Donate');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByLabel('Or enter your own amount (£)').fill('12.5');
    await page.getByLabel(/^Email address/).fill(second);
    await page.getByRole('checkbox', { name: /Gift Aid/ }).check();
    await page.getByLabel(/^First name/).fill('Amina');
    await page.getByLabel(/^Last name/).fill('Khan');
    await page.getByLabel(/^House name or number/).fill('12');
    await page.getByLabel(/^UK postcode/).fill('LS1 4AP');
    await page.getByRole('button', { name: 'Give £12.50 monthly with PayPal' }).click();
    await page.waitForURL(`${simUrl}/webapps/billing/subscriptions?**`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByRole('dialog', { name: /Thank you for your monthly gift/ }).waitFor({ timeout: 15_000 });
    const row = await waitForRow(
      "SELECT paypalSubscriptionId FROM subscriptions WHERE donorEmail = ? AND status = 'active'",
      [second],
    );
    const paypalId = String(row['paypalSubscriptionId']);
    // PayPal takes the first month when the gift starts (its webhook comes from the simulator); a second is charged here.
    await waitForRow("SELECT id FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed'", [second], 20_000);
    await chargeMonth(paypalId);
    await waitForRow(
      "SELECT COUNT(*) AS n FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed' HAVING n = 2",
      [second],
    );

    const confirmation = await waitForEmail(second, { subject: /monthly gift is set up/ });
    await page.goto(manageLinkIn(confirmation.text));
    await waitForHeading(page, 'Manage your monthly gift');
    await page.getByRole('button', { name: 'Email me my statement' }).click();
    await page.getByText('Your giving statement is on its way').waitFor({ timeout: 10_000 });
    const statement = await waitForEmail(second, { subject: /giving statement/ });
    expect(statement.text).toContain('Number of gifts: 2');
    expect(statement.text).toContain('Total given: £25.00');
    // Both payments are covered by the declaration and in no claim yet: £3.13 each to be claimed (25% of £12.50).
    expect(statement.text).toContain('Gift Aid claimed from HMRC: £0.00');
    expect(statement.text).toContain('Gift Aid to be claimed: £6.26');
    expect(statement.text).toContain('Gift Aid of £3.13 to be claimed in our next claim to HMRC');
    expect(statement.text).toMatch(/registered charity in England and Wales no\. \d+/);
  });
});

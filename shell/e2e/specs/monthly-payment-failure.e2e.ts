import type { Page } from 'playwright-core';
import { pagePerTest, waitForHeading } from '../support/browser';
import { countRows, waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { waitForEmail } from '../support/mail';
import { simUrl } from '../support/paypal';
import { signInToStaff } from '../support/staff';

/**
 * Issue 34, decisions 067, 068 and 084, through the simulator as PayPal bills: a monthly donor's card fails, PayPal
 * retries and suspends the gift, the donor hears why, updates the card in PayPal, pays the missed months and restarts
 * after confirming the amount (PayPal restarts a gift on hold only once it is paid), and the next month is taken once. The simulator posts its webhooks to the test site itself, as PayPal would.
 */

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const email = `e2e-failing-${run}@example.org`;
const WEBHOOK_WAIT_MS = 20_000;

const manageLinkIn = (text: string | undefined): string => {
  const link = /(https?:\/\/[^\s<>"]+\/donate\/manage\?token=[\w.-]+)/.exec(text ?? '')?.[1];
  if (!link) throw new Error('no manage link in the email');
  return link;
};

async function simHook(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${simUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
}

/** The payments PayPal took for the subscription (its PAYMENT.SALE.COMPLETED events), amounts as PayPal wrote them. */
async function salesAtPaypal(paypalId: string): Promise<string[]> {
  const { events } = (await (await fetch(`${simUrl}/__sim/subscriptions/${paypalId}/events`)).json()) as {
    events: { event_type: string; resource: { amount?: { total: string } } }[];
  };
  return events
    .filter((event) => event.event_type === 'PAYMENT.SALE.COMPLETED')
    .map((event) => String(event.resource.amount?.total));
}

const completedGifts = () =>
  countRows("SELECT id FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed'", [email]);

/** The staff list (filtered to payment problems unless `problems` is false), this donor's row. */
async function staffRow(page: Page, problems = true): Promise<string> {
  const filter = problems ? 'problem=payment&' : '';
  await page.goto(`${baseUrl}/staff/monthly-gifts?${filter}q=${encodeURIComponent(email)}`);
  await waitForHeading(page, 'Monthly gifts');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor({ timeout: 10_000 });
  return (await row.textContent()) ?? '';
}

describe('a monthly donor whose card fails', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });
  // The test moves PayPal's clock months ahead; the specs after it date their payments by the real one.
  afterAll(() => simHook('/__sim/clock/reset', {}));

  it('hears why, sees the hold explained, pays the missed months and restarts when asked, and is charged the next month once', async () => {
    await page.goto(`${baseUrl}/donate`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'), undefined, {
      timeout: 60_000,
    });
    await waitForHeading(page, 'Donate');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByLabel('Or enter your own amount (£)').fill('10');
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Your name/).fill('Farah Ali');
    await page.getByRole('button', { name: 'Give £10 monthly with PayPal' }).click();
    await page.waitForURL(`${simUrl}/webapps/billing/subscriptions?**`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByRole('dialog', { name: /Thank you for your monthly gift of £10/ }).waitFor({ timeout: 15_000 });
    const row = await waitForRow(
      "SELECT paypalSubscriptionId FROM subscriptions WHERE donorEmail = ? AND status = 'active'",
      [email],
    );
    const paypalId = String(row['paypalSubscriptionId']);
    // PayPal takes the first month when the gift starts.
    await waitForRow(
      "SELECT id FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed'",
      [email],
      WEBHOOK_WAIT_MS,
    );

    // The card starts failing; a month later PayPal cannot take the payment and will retry in 5 days.
    await simHook(`/__sim/subscriptions/${paypalId}/fail`, { reason_code: 'PAYMENT_DENIED' });
    await simHook('/__sim/clock/advance', { days: 32 });
    const failed = await waitForEmail(email, { subject: /did not go through/ });
    expect(failed.text).toContain('the card or bank PayPal charges declined the payment');
    expect(failed.text).toContain('PAYMENT_DENIED');
    expect(failed.text).toMatch(/PayPal will try again on \d{1,2} \w+ \d{4}/);
    expect(failed.text).toContain('Manage automatic payments');
    const manageLink = manageLinkIn(failed.text);
    await page.goto(manageLink);
    await waitForHeading(page, 'Manage your monthly gift');
    await page.getByRole('heading', { name: 'Your last payment did not go through' }).waitFor({ timeout: 10_000 });
    await page.getByText(/PayPal will try again on/).waitFor();

    await signInToStaff(page);
    const failing = await staffRow(page);
    expect(failing).toContain('Failed: PAYMENT_DENIED');
    expect(failing).toContain('PayPal retries');
    expect(failing).toContain('1 email sent to the donor');
    await page.goto(`${baseUrl}/staff`);
    await page.getByText('Monthly gifts with payment problems').first().waitFor({ timeout: 10_000 });

    // Two retries, then two more months failing: the third failed month makes PayPal suspend the gift.
    await simHook('/__sim/clock/advance', { days: 75 });
    await waitForRow(
      "SELECT id FROM subscriptions WHERE paypalSubscriptionId = ? AND status = 'suspended' AND suspensionCause = 'payment_failures'",
      [paypalId],
      WEBHOOK_WAIT_MS,
    );
    const onHold = await waitForEmail(email, { subject: /on hold/ });
    expect(onHold.text).toContain('put the gift on hold');
    await page.goto(manageLink);
    await page.getByRole('heading', { name: 'PayPal has put your gift on hold' }).waitFor({ timeout: 10_000 });
    await page.getByText('This is not a pause you chose', { exact: false }).waitFor();
    await page.getByText('On hold: PayPal could not take your payments').waitFor();
    const suspended = await staffRow(page);
    expect(suspended).toContain('Suspended by PayPal after failed payments');
    expect(suspended).toContain('Last reason: PAYMENT_DENIED');
    expect(suspended).toContain('owed (taken only if asked)');

    // The donor updates the card in PayPal ("Manage automatic payments"). PayPal restarts a gift it put on hold only
    // once the missed months are paid, so the page offers paying them and restarting, not a plain restart (084).
    await page.goto(`${simUrl}/myaccount/autopay/${paypalId}`);
    await page.getByRole('button', { name: 'Update card' }).click();
    await page.getByText(/Your card is updated/).waitFor({ timeout: 10_000 });
    await page.goto(manageLink);
    const payAndRestart = page.getByRole('button', { name: 'Pay the missed £30 and restart' });
    await payAndRestart.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Restart my monthly gift' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Start a new monthly gift instead' }).getAttribute('href')).toContain(
      '/donate?frequency=monthly&amount=10',
    );
    await page.getByRole('button', { name: 'Cancel my monthly gift' }).waitFor();
    await payAndRestart.click();
    // The confirmation names the amount; nothing is taken until the donor says yes.
    await page.getByText('Pay £30 now and restart your monthly gift of £10?').waitFor();
    expect(await salesAtPaypal(paypalId)).toEqual(['10.00']);
    await page.getByRole('button', { name: 'Yes, pay £30 and restart' }).click();
    await page.getByText('PayPal has taken the missed £30 and your gift has restarted').waitFor({ timeout: 15_000 });
    await waitForRow(
      "SELECT id FROM subscriptions WHERE paypalSubscriptionId = ? AND status = 'active' AND suspensionCause IS NULL",
      [paypalId],
    );
    // The missed months are paid once, recorded from PayPal's webhook like every payment.
    await waitForRow(
      "SELECT COUNT(*) AS n FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed' HAVING n = 2",
      [email],
      WEBHOOK_WAIT_MS,
    );
    expect(await salesAtPaypal(paypalId)).toEqual(['10.00', '30.00']);
    const restarted = await staffRow(page, false);
    expect(restarted).toContain('Active');
    expect(restarted).not.toContain('owed (taken only if asked)');
    await page.goto(`${baseUrl}/staff/audit`);
    await waitForHeading(page, 'Audit log');
    await page.getByText('monthly-gift.outstanding-paid').first().waitFor({ timeout: 10_000 });
    await page.getByText('monthly-gift.resumed').first().waitFor({ timeout: 10_000 });

    // The next month is taken once, £10, and nothing more.
    await simHook('/__sim/clock/advance', { days: 32 });
    await waitForRow(
      "SELECT COUNT(*) AS n FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed' HAVING n = 3",
      [email],
      WEBHOOK_WAIT_MS,
    );
    expect(await salesAtPaypal(paypalId)).toEqual(['10.00', '30.00', '10.00']);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await completedGifts()).toBe(3);
    expect(await staffRow(page, false)).toContain('Active');
  });
});

import { CHARITY_EMAIL_NOTICE } from '@solar/shared-contracts';
import type { Page } from 'playwright-core';
import { pagePerTest, waitForHeading } from '../support/browser';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { toast } from '../support/forms';
import { staffInbox, waitForEmail } from '../support/mail';
import { simUrl } from '../support/paypal';

/** Unique per run and per test, so reruns against the same database and mailbox never collide. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniqueEmail = (who: string) => `e2e-mail-${who}-${run}@example.org`;

/** The text of a caught email with its lines joined, so a detail and its value read as one line. */
const flat = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

async function giveThroughSimulator(page: Page, email: string) {
  await page.goto(`${baseUrl}/donate`);
  await waitForHeading(page, 'Donate');
  await page.getByLabel('Or enter your own amount (£)').fill('23.45');
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Your name/).fill('Amina Khan');
  await page.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut }).check();
  await page.getByRole('button', { name: 'Donate £23.45 with PayPal' }).click();
  await page.waitForURL(`${simUrl}/checkoutnow?**`, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.getByRole('dialog', { name: /Thank you for your donation of £23\.45/ }).waitFor({ timeout: 15_000 });
}

describe('the emails a visitor’s actions bring, as the mail server receives them', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it("brings a gift's receipt through the PayPal simulator to the donor: amount, fund, PayPal reference, charity number", async () => {
    const email = uniqueEmail('donor');
    await giveThroughSimulator(page, email);
    const gift = await waitForRow(
      "SELECT id, paypalPaymentId FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed'",
      [email],
    );

    const receipt = await waitForEmail(email, { subject: /receipt/i });
    expect(receipt.subject).toContain('£23.45');
    const text = flat(receipt.text);
    expect(text).toContain('£23.45');
    expect(text).toContain('Where it is needed most');
    expect(text).toContain(String(gift['paypalPaymentId']));
    expect(text).toMatch(/registered charity in England and Wales no\. \d+/);
    expect(text).toMatch(/no goods or services/i);
    expect(receipt.html).toContain('£23.45');
    // A receipt is not marketing: it carries no unsubscribe headers.
    expect(receipt.headers['list-unsubscribe']).toBeUndefined();
    expect(receipt.headers['list-unsubscribe-post']).toBeUndefined();
  });

  it('acknowledges a contact message to the visitor, quoting it, and alerts the staff inbox with a link to it', async () => {
    const email = uniqueEmail('contact');
    const subject = `Solar for our mosque ${run}`;
    const message = `Could you visit our mosque in Hargeisa? Our generator costs more each month. (${run})`;
    await page.goto(`${baseUrl}/contact`);
    await waitForHeading(page, 'Contact Us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Amina Khan');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent').waitFor({ timeout: 10_000 });
    const row = await waitForRow('SELECT id FROM contact_messages WHERE email = ?', [email]);

    const acknowledgement = await waitForEmail(email, { subject: /Thank you for your message/ });
    const ackText = flat(acknowledgement.text);
    expect(ackText).toContain(message);
    expect(ackText).toContain(subject);
    expect(ackText).toMatch(/within 24 hours/);

    const alert = await waitForEmail(staffInbox, { subject: new RegExp(`New message from Amina Khan: ${subject}`) });
    const alertText = flat(alert.text);
    expect(alertText).toContain(message);
    expect(alertText).toContain(email);
    expect(alertText).toContain(`${baseUrl}/staff/messages/${row['id']}`);
  });
});

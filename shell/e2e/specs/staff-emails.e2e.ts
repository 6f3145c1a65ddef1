import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { EMAIL_MAX_ATTEMPTS, type ContactAcknowledgementData } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading } from '../support/browser';
import { waitForRow } from '../support/database';
import { baseUrl, databaseFile } from '../support/e2e-env';
import { toast } from '../support/forms';
import { waitForEmail } from '../support/mail';
import { signInToStaff } from '../support/staff';

/** Unique per run, so reruns against the same database find their own rows. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniqueEmail = (who: string) => `e2e-emails-${who}-${run}@example.org`;

async function sendContactMessage(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/contact`);
  await waitForHeading(page, 'Contact Us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Amina Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(`Panels for our school ${run}`);
  await form.getByLabel('Message').fill('Could someone visit our school in Lahore?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toast(page, 'Message Sent').waitFor({ timeout: 10_000 });
}

/** Sets the log's filters as a person would: the selects, then the search box and Enter. */
async function filterLog(page: Page, filters: { q: string; status?: string; email?: string }): Promise<void> {
  const bar = page.getByRole('search');
  // Each select sits inside its label, so its name may carry the chosen option after the label's words.
  await bar.getByRole('combobox', { name: /^Status/ }).selectOption({ label: filters.status ?? 'Any status' });
  await bar.getByRole('combobox', { name: /^Email/ }).selectOption({ label: filters.email ?? 'Any email' });
  await bar.getByRole('searchbox', { name: 'Search by recipient' }).fill(filters.q);
  await bar.getByRole('searchbox', { name: 'Search by recipient' }).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === filters.q);
}

const logRow = (page: Page, recipient: string): Locator =>
  page.getByRole('table', { name: 'Email log' }).getByRole('row').filter({ hasText: recipient });

/**
 * A failed email, written straight into the test site's outbox: the e2e mail catcher accepts every address, and
 * a real failure takes EMAIL_MAX_ATTEMPTS attempts over hours of backoff. Everything after this is the real path.
 */
function queueFailedEmail(recipient: string): number {
  const data: ContactAcknowledgementData = {
    name: 'Amina Khan',
    subject: `Panels for our school ${run}`,
    message: 'Could someone visit our school in Lahore?',
  };
  const db = new Database(databaseFile, { fileMustExist: true, timeout: 5_000 });
  try {
    const insert = db.prepare(
      `INSERT INTO outbox_emails (dedupeKey, template, recipient, payload, status, attempts, nextAttemptAt, lastError)
       VALUES (?, 'contact-acknowledgement', ?, ?, 'failed', ?, ?, '451 4.3.0 Mailbox temporarily unavailable')`,
    );
    return Number(
      insert.run(`e2e-resend:${run}`, recipient, JSON.stringify(data), EMAIL_MAX_ATTEMPTS, Date.now()).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

describe('the back office’s email log, end to end', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows the acknowledgement of a message sent through /contact, and finds it by recipient and by email', async () => {
    const email = uniqueEmail('contact');
    await sendContactMessage(page, email);

    await signInToStaff(page);
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Emails' }).click();
    await waitForHeading(page, 'Emails');
    await filterLog(page, { q: email });
    const row = logRow(page, email);
    await row.getByRole('cell', { name: 'Contact acknowledgement', exact: true }).waitFor({ timeout: 10_000 });
    await row.getByText(/^(Waiting|Sent)$/).waitFor();
    // The newest email also heads the unfiltered log: wait for the filtered answer to replace it.
    const rows = page.getByRole('table', { name: 'Email log' }).getByRole('row');
    await rows.nth(2).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await rows.count()).toBe(2);

    await filterLog(page, { q: email, email: 'Contact acknowledgement' });
    expect(new URL(page.url()).searchParams.get('template')).toBe('contact-acknowledgement');
    await logRow(page, email).getByRole('cell', { name: 'Contact acknowledgement', exact: true }).waitFor();

    await filterLog(page, { q: email, email: 'Newsletter welcome' });
    await page.getByText('No emails match.').waitFor();
  });

  it('lets an administrator send a failed email again: confirmed, announced, and then delivered', async () => {
    const recipient = uniqueEmail('failed');
    const id = queueFailedEmail(recipient);

    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff`);
    await page
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('link', { name: /^\d[\d,]* Emails that failed$/ })
      .click();
    await waitForHeading(page, 'Emails');
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
    await filterLog(page, { q: recipient, status: 'Failed' });
    const row = logRow(page, recipient);
    await row.getByText('451 4.3.0 Mailbox temporarily unavailable').waitFor();

    await row.getByRole('button', { name: `Send again the contact acknowledgement to ${recipient}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send the contact acknowledgement to ${recipient} again?` });
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await toast(page, `The contact acknowledgement to ${recipient} is queued to send again`).waitFor({
      timeout: 10_000,
    });
    await page.getByText('No emails match.').waitFor();
    // The row has left the Failed list with its button, so focus is on the list rather than lost.
    expect(await page.evaluate(() => document.activeElement?.querySelector('caption')?.textContent)).toBe('Email log');
    // Back in the queue with its attempts from 0, the worker sends it to the test site's MailDev at once.
    await waitForEmail(recipient);
    expect(
      await waitForRow("SELECT status, attempts FROM outbox_emails WHERE id = ? AND status = 'sent'", [id], 10_000),
    ).toEqual({ status: 'sent', attempts: 1 });

    await filterLog(page, { q: recipient });
    await logRow(page, recipient).getByText('Sent', { exact: true }).waitFor();
    expect(await logRow(page, recipient).getByRole('button').count()).toBe(0);
  });
});

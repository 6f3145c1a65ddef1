import type { Page } from 'playwright-core';
import { pagePerTest, waitForHeading } from '../support/browser';
import { downloadedCsv } from '../support/csv';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { fillVolunteerForm, toast, volunteerAnswers } from '../support/forms';
import { signInToStaff } from '../support/staff';
import { confirmationLink } from '../support/newsletter';

/** Unique per run, so reruns against the same database find their own rows. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniqueEmail = (who: string) => `e2e-staff-${who}-${run}@example.org`;

/** Searches a staff list with its search box and Enter, as a person would. */
async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('searchbox', { name: label }).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

async function sendContactMessage(page: Page, email: string, subject: string): Promise<void> {
  await page.goto(`${baseUrl}/contact`);
  await waitForHeading(page, 'Contact Us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Amina Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Could someone visit our school in Lahore?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toast(page, 'Message Sent').waitFor({ timeout: 10_000 });
}

async function applyToVolunteer(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/get-involved/volunteer`);
  await waitForHeading(page, 'Volunteer With Us');
  const form = page.getByRole('form', { name: 'Apply to volunteer' });
  await fillVolunteerForm(
    form,
    volunteerAnswers(email, { 'First name': 'Hana', 'Last name': `Run${run.replace(/\D/g, '').slice(-6)}` }),
  );
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await toast(page, 'Application Submitted').waitFor({ timeout: 10_000 });
}

const post = (path: string, body: object) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(body),
  });

/** Asks for the newsletter through the public API, as the site's form does; answers the address. */
async function askOnly(email: string): Promise<string> {
  const asked = await post('/api/newsletter/subscribe', {
    email,
    firstName: 'Chidi',
    lastName: '=SUM(A1)',
    consentGiven: true,
  });
  expect(asked.status).toBe(201);
  return email;
}

/** Subscribes through the public API, as the site's form and the emailed link's page do (double opt-in). */
async function subscribe(email: string): Promise<void> {
  await askOnly(email);
  const token = new URL(await confirmationLink(email)).searchParams.get('t');
  expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
}

describe('the back office’s engage pages, end to end', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows a message sent through /contact as unread, and opening it marks it read', async () => {
    const email = uniqueEmail('contact');
    const subject = `Solar for our school ${run}`;
    await sendContactMessage(page, email, subject);

    await signInToStaff(page);
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Messages' }).click();
    await waitForHeading(page, 'Messages');
    await search(page, 'Search messages', email);
    const row = page.getByRole('table', { name: 'Contact messages' }).getByRole('row').filter({ hasText: subject });
    await row.getByText('Unread').waitFor({ timeout: 10_000 });

    await row.getByRole('link', { name: subject }).click();
    await waitForHeading(page, subject);
    await page.getByText('Could someone visit our school in Lahore?').waitFor();
    await page.locator('main').getByText('Read', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    expect(await waitForRow('SELECT isRead FROM contact_messages WHERE email = ? AND isRead = 1', [email])).toEqual({
      isRead: 1,
    });

    await page.getByRole('link', { name: '← All messages' }).click();
    await waitForHeading(page, 'Messages');
    await page
      .getByRole('table', { name: 'Contact messages' })
      .getByRole('row')
      .filter({ hasText: subject })
      .getByText('Read', { exact: true })
      .waitFor();
  });

  it('moves a volunteer application made through the public form to reviewing, then accepted', async () => {
    const email = uniqueEmail('volunteer');
    await applyToVolunteer(page, email);

    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff/volunteers`);
    await waitForHeading(page, 'Volunteers');
    await search(page, 'Search applications', email);
    const row = page.getByRole('table', { name: 'Volunteer applications' }).getByRole('row').filter({ hasText: email });
    await row.getByText('Pending').waitFor({ timeout: 10_000 });
    await row.getByRole('link').click();
    await waitForHeading(page, /^Hana Run/);
    await page.getByText('To keep schools open through the heat').waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Start reviewing' }).click();
    await toast(page, 'Application moved to reviewing').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'Application moved to accepted').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Decline' }).count()).toBe(0);
    expect(await waitForRow("SELECT status FROM volunteers WHERE email = ? AND status = 'accepted'", [email])).toEqual({
      status: 'accepted',
    });
  });

  it('unsubscribes someone on request, and the CSV download holds only those still subscribed', async () => {
    const staying = uniqueEmail('staying');
    const leaving = uniqueEmail('leaving');
    const unconfirmed = uniqueEmail('unconfirmed');
    await subscribe(staying);
    await subscribe(leaving);
    // Asked for the newsletter but never confirmed: not a subscriber, so in neither the list nor the download.
    await confirmationLink(await askOnly(unconfirmed));

    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff/subscribers`);
    await waitForHeading(page, 'Subscribers');
    await search(page, 'Search subscribers', unconfirmed);
    await page.getByText('No subscribers match').waitFor({ timeout: 10_000 });
    await search(page, 'Search subscribers', leaving);
    await page.getByRole('button', { name: `Unsubscribe ${leaving}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unsubscribe ${leaving}?` });
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await toast(page, `${leaving} is unsubscribed`).waitFor({ timeout: 10_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download subscribed list (CSV)' }).click(),
    ]);
    const [header, ...rows] = await downloadedCsv(await download.path());
    expect(header).toEqual([
      'Email',
      'First name',
      'Last name',
      'Source',
      'Consented at (UK time)',
      'Basis',
      'Collected on page',
      'Notice version',
      'Basis recorded at (UK time)',
    ]);
    const ukTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0[01]:00$/);
    expect(rows.find((cells) => cells[0] === staying)).toEqual([
      staying,
      'Chidi',
      "'=SUM(A1)",
      'website',
      ukTime,
      'consent',
      expect.any(String),
      expect.any(String),
      ukTime,
    ]);
    expect(rows.some((cells) => cells[0] === leaving)).toBe(false);
    expect(rows.some((cells) => cells[0] === unconfirmed)).toBe(false);
  });
});

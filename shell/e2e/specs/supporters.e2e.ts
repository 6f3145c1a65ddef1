import type { Page } from 'playwright-core';
import type { ProjectResponse, ProjectSupportersResponse } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading } from '../support/browser';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { approveGiftWords } from '../support/gift-words';
import { signInToStaff } from '../support/staff';

/**
 * Issues 28 and 33: a donor's words on a project page, after the back office approves them (decisions 054 and 066):
 * the name only when the donor chose to show it, and only once staff approve it.
 */

const PROJECT_ID = 3;
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const message = `Bright classrooms from all of us in Leeds ${run.slice(-6)}`;
const shownName = `The Khan family ${run.slice(-6)}`;

async function project(id: number): Promise<ProjectResponse> {
  return (await (await fetch(`${baseUrl}/api/projects/${id}`)).json()) as ProjectResponse;
}

describe('supporters on a project page', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows the name a donor chose and their message once staff approve each, never PayPal’s name or the amount', async () => {
    const { title } = await project(PROJECT_ID);
    await page.goto(`${baseUrl}/projects/${PROJECT_ID}/donate`);
    await waitForHeading(page, title);
    await page.getByLabel('Or enter your own amount').fill('17.77');
    await page.getByLabel(/^Your message/).fill(message);
    const showName = page.getByLabel('Show my name on the project page');
    expect(await showName.isChecked()).toBe(false);
    await showName.check();
    await page.getByLabel(/^Name to show/).fill(shownName);
    await page.getByRole('button', { name: 'Donate £17.77' }).click();
    const paypal = page.getByRole('group', { name: 'PayPal sandbox simulator' });
    await paypal.getByRole('button', { name: 'PayPal' }).click({ timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'Payment successful! Thank you for your donation.' })
      .waitFor({ timeout: 15_000 });
    const row = await waitForRow(
      "SELECT id, messageStatus, nameStatus FROM donations WHERE message = ? AND paymentStatus = 'completed'",
      [message],
    );
    expect(row).toMatchObject({ messageStatus: 'pending', nameStatus: 'pending' });

    // Before approval the gift is listed as from "Anonymous", without its message.
    const waiting = (await (
      await fetch(`${baseUrl}/api/projects/${PROJECT_ID}/supporters`)
    ).json()) as ProjectSupportersResponse;
    expect(JSON.stringify(waiting)).not.toContain(message);
    expect(JSON.stringify(waiting)).not.toContain(shownName);

    await signInToStaff(page);
    await approveGiftWords(page, message, shownName);
    await waitForRow(
      "SELECT id FROM donations WHERE message = ? AND messageStatus = 'approved' AND nameStatus = 'approved'",
      [message],
    );
    for (const action of ['donation.name.approved', 'donation.message.approved'])
      await waitForRow('SELECT id FROM audit_log WHERE action = ? AND entityId = ?', [action, String(row.id)]);

    // Browsers ask for the supporters afresh (only shared caches may keep them a minute).
    await page.goto(`${baseUrl}/projects/${PROJECT_ID}/donate`);
    await waitForHeading(page, title);
    const wall = page.getByRole('region', { name: 'Supporters' });
    const entry = wall.getByRole('listitem').filter({ hasText: message });
    await entry.waitFor({ timeout: 15_000 });
    expect(await entry.getByRole('heading', { level: 3 }).textContent()).toBe(shownName);
    // The simulator pays as "Sandbox B."; gifts from other specs to this project may be listed beside this one.
    expect(await entry.textContent()).not.toContain('Sandbox');
    const text = (await wall.textContent()) ?? '';
    expect(text).not.toContain('17.77');
    expect(text).not.toContain('£');
  });
});

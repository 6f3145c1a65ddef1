import type { Page } from 'playwright-core';
import type { ProjectResponse } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading } from '../support/browser';
import { downloadedCsv } from '../support/csv';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { signInToStaff } from '../support/staff';

/** The project both tests use; the donations spec gives to projects 2 and 4. */
const PROJECT_ID = 3;

async function project(id: number): Promise<ProjectResponse> {
  const response = await fetch(`${baseUrl}/api/projects/${id}`);
  return (await response.json()) as ProjectResponse;
}

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);

/** A gift to the project through its page and the simulator's PayPal button. */
async function giveToProject(page: Page, amount: string): Promise<void> {
  const { title } = await project(PROJECT_ID);
  await page.goto(`${baseUrl}/projects/${PROJECT_ID}/donate`);
  await waitForHeading(page, title);
  await page.getByLabel('Or enter your own amount').fill(amount);
  await page.getByRole('button', { name: `Donate £${amount}` }).click();
  await page
    .getByRole('group', { name: 'PayPal sandbox simulator' })
    .getByRole('button', { name: 'PayPal' })
    .click({ timeout: 15_000 });
  await page
    .getByRole('status')
    .filter({ hasText: 'Payment successful! Thank you for your donation.' })
    .waitFor({ timeout: 15_000 });
}

describe('the back office’s donate pages, end to end', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows a gift made through PayPal under Donations with its amount and project, and in the CSV of that filter', async () => {
    // Pence from the clock, so reruns against the same database find their own gift.
    const amount = `${10 + (Date.now() % 80)}.${String(Date.now() % 97).padStart(2, '0')}`;
    const { title } = await project(PROJECT_ID);
    await giveToProject(page, amount);
    const gift = await waitForRow(
      "SELECT id FROM donations WHERE projectId = ? AND amount = ? AND paymentStatus = 'completed' ORDER BY id DESC",
      [PROJECT_ID, Number(amount)],
    );

    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff/donations`);
    await waitForHeading(page, 'Donations');
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: title });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('projectId') === String(PROJECT_ID) && url.searchParams.get('status') === 'completed',
    );

    const list = page.getByRole('table', { name: 'Donations, newest first' });
    const row = list
      .getByRole('row')
      .filter({ hasText: `£${amount}` })
      .first();
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain(title);
    expect(await row.textContent()).toContain('Completed');
    await page
      .getByRole('table', { name: 'Completed gifts by project' })
      .getByRole('row')
      .filter({ hasText: title })
      .waitFor();

    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    expect(await csvLink.getAttribute('href')).toBe(
      `/api/staff/donations/export.csv?status=completed&projectId=${PROJECT_ID}`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toBe('donations.csv');
    const [header, ...rows] = await downloadedCsv(await download.path());
    expect(header).toEqual([
      'id',
      'createdAt (UK time)',
      'status',
      'amount',
      'currency',
      'projectId',
      'projectTitle',
      'donorName',
      'donorEmail',
      'paypalOrderId',
      'paypalCaptureId',
    ]);
    const ours = rows.find((cells) => cells[0] === String(gift['id']));
    // The project page asks for no email address: the receipt went to the PayPal account that paid (the simulator's buyer).
    expect(ours).toEqual([
      String(gift['id']),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0[01]:00$/),
      'completed',
      Number(amount).toFixed(2),
      'GBP',
      String(PROJECT_ID),
      title,
      '',
      'sb-buyer@personal.example.com',
      expect.any(String),
      expect.any(String),
    ]);
    expect(rows.every((cells) => cells[2] === 'completed' && cells[5] === String(PROJECT_ID))).toBe(true);
  });

  it('edits a project’s target and the public sponsor page shows it', async () => {
    const before = await project(PROJECT_ID);
    const newTarget = before.targetAmount === 48000 ? 47000 : 48000;

    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff/projects`);
    await waitForHeading(page, 'Projects');
    await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: before.title }).click();
    await waitForHeading(page, `Edit ${before.title}`);
    const target = page.getByLabel('Target (£)');
    await target.fill(String(newTarget));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Project saved').waitFor({ timeout: 10_000 });
    expect((await project(PROJECT_ID)).targetAmount).toBe(newTarget);

    try {
      await page.goto(`${baseUrl}/get-involved/sponsor-a-project`);
      await page.waitForFunction(
        ([name, text]) =>
          document
            .querySelector(`[role="progressbar"][aria-label="${name}"]`)
            ?.getAttribute('aria-valuetext')
            ?.includes(text),
        [`${before.title} funding`, `of ${dollars(newTarget)}`] as const,
        { timeout: 10_000 },
      );
    } finally {
      // Put the seeded target back through the same form, so other specs see the figures they expect.
      await page.goto(`${baseUrl}/staff/projects/${PROJECT_ID}`);
      await waitForHeading(page, `Edit ${before.title}`);
      await page.getByLabel('Target (£)').fill(String(before.targetAmount));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Project saved').waitFor({ timeout: 10_000 });
    }
    expect((await project(PROJECT_ID)).targetAmount).toBe(before.targetAmount);
  });
});

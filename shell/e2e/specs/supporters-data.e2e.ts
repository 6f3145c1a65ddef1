import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHARITY_EMAIL_NOTICE, type ProjectResponse, type SupporterDataFile } from '@solar/shared-contracts';
import { seriousViolations } from '../support/axe';
import { desktop, launchBrowser, waitForHeading, watchProblems, type PageProblems } from '../support/browser';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { simUrl } from '../support/paypal';
import { approveGiftWords } from '../support/gift-words';
import { signInToStaff } from '../support/staff';

/**
 * Issue 35 in the browser (decisions 069 and 070): the donate form's soft opt-in notice and its unticked box, then a
 * donor's subject access file and erasure from the staff "Supporters' data" page, after which their message stays
 * on the project page as from "Anonymous".
 */

const PROJECT_ID = 2;
const run = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
const email = `e2e-erase-${run}@example.org`;
const message = `Light for every evening lesson, from Bristol ${run}`;
const shownName = `Hodan and family ${run.slice(-6)}`;

async function project(id: number): Promise<ProjectResponse> {
  return (await (await fetch(`${baseUrl}/api/projects/${id}`)).json()) as ProjectResponse;
}

describe('a supporter’s data: the soft opt-in, their file and their erasure', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;
  let title = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    title = (await project(PROJECT_ID)).title;
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    // axe is injected as a script, so the page bypasses the CSP; no service worker, so page.route sees the gift.
    context = await browser.newContext({
      viewport: desktop,
      bypassCSP: true,
      acceptDownloads: true,
      serviceWorkers: 'block',
    });
    page = await context.newPage();
    problems = watchProblems(page);
  });
  afterEach(async () => {
    await context.close();
    expect(problems.errors).toEqual([]);
  });

  const wallEntry = () =>
    page.getByRole('region', { name: 'Supporters' }).getByRole('listitem').filter({ hasText: message });

  it('gives with the notice shown and the box left unticked, then an admin downloads and erases the donor', async () => {
    // The donate form, where the donor leaves an address of their own. (A project page's panel has PayPal's
    // buttons only, so its donors are the simulator's one sandbox buyer, whom every spec's gifts share: erasing
    // them would reach far beyond this test.) The gift is pointed at the project on its way to the API, as a
    // project's own form sends it, so its message is listed on that project's page.
    await page.route(`${baseUrl}/paypal/order`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, projectId: PROJECT_ID }) });
    });
    await page.goto(`${baseUrl}/donate`);
    await waitForHeading(page, 'Donate');
    await page.getByLabel('Or enter your own amount (£)').fill('23.45');
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Your message/).fill(message);
    await page.getByLabel('Show my name on the project page').check();
    await page.getByLabel(/^Name to show/).fill(shownName);

    await page.getByText(CHARITY_EMAIL_NOTICE.notice, { exact: true }).waitFor();
    expect(CHARITY_EMAIL_NOTICE.notice).toMatch(/^We would like to email you now and then/);
    const optOut = page.getByRole('checkbox', { name: 'No thanks, don’t email me' });
    expect(await optOut.isChecked()).toBe(false);
    // From the top, where the sticky header covers none of the amount buttons axe measures.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page, '/donate (soft opt-in)')).toEqual([]);

    await page.getByRole('button', { name: 'Donate £23.45 with PayPal' }).click();
    await page.waitForURL(`${simUrl}/checkoutnow?**`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByRole('dialog', { name: 'Thank you for your donation of £23.45!' }).waitFor({ timeout: 15_000 });
    const gift = await waitForRow(
      "SELECT id, messageStatus, projectId FROM donations WHERE donorEmail = ? AND paymentStatus = 'completed'",
      [email],
    );
    expect(gift).toMatchObject({ messageStatus: 'pending', projectId: PROJECT_ID });
    // Left unticked, the box lets the charity email them under the soft opt-in.
    await waitForRow("SELECT id FROM newsletters WHERE email = ? AND basis = 'charity-soft-opt-in'", [email]);

    // Staff approve the name and the message, and the wall shows both.
    await signInToStaff(page);
    await approveGiftWords(page, message, shownName);
    await waitForRow(
      "SELECT id FROM donations WHERE id = ? AND messageStatus = 'approved' AND nameStatus = 'approved'",
      [gift['id'] as number],
    );
    await page.goto(`${baseUrl}/projects/${PROJECT_ID}/donate`);
    await waitForHeading(page, title);
    await wallEntry().waitFor({ timeout: 15_000 });
    expect(await wallEntry().getByRole('heading', { level: 3 }).textContent()).toBe(shownName);

    // The admin finds them on the Supporters' data page and downloads their file.
    await page.goto(`${baseUrl}/staff/people`);
    await waitForHeading(page, 'Supporters’ data');
    expect(await seriousViolations(page, '/staff/people')).toEqual([]);
    await page.getByRole('textbox', { name: /Their email address/ }).fill(email);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download their file (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^supporter-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as SupporterDataFile;
    expect(file.email).toBe(email);
    const donations = JSON.stringify(file.sections.donations);
    expect(donations).toContain('23.45');
    expect(donations).toContain(message);
    expect(JSON.stringify(file.sections.supportersWall)).toContain(message);

    // Erasure: the confirmation names what goes, and nothing goes before it is confirmed.
    await page.getByRole('button', { name: 'Erase this person…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${email}?` });
    await dialog.waitFor();
    await dialog.getByText(/One-off and monthly gift payments: 1/).waitFor();
    await dialog.getByText(/Your name and message on our project pages: 1/).waitFor();
    expect(await seriousViolations(page, '/staff/people (erase dialog)')).toEqual([]);
    expect(
      (await waitForRow('SELECT donorEmail FROM donations WHERE id = ?', [gift['id'] as number]))['donorEmail'],
    ).toBe(email);
    await dialog.getByRole('button', { name: 'Erase them' }).click();
    await page.getByText(`${email} is erased`).first().waitFor({ timeout: 10_000 });
    await waitForRow('SELECT id FROM donations WHERE id = ? AND donorEmail IS NULL AND donorName IS NULL', [
      gift['id'] as number,
    ]);

    // Their message stays on the project page, as from "Anonymous" (the shell may keep the page a few seconds).
    const deadline = Date.now() + 10_000;
    let heading: string | null = null;
    for (;;) {
      await page.goto(`${baseUrl}/projects/${PROJECT_ID}/donate`);
      await waitForHeading(page, title);
      await wallEntry().waitFor({ timeout: 15_000 });
      heading = await wallEntry().getByRole('heading', { level: 3 }).textContent();
      if (heading === 'Anonymous' || Date.now() > deadline) break;
      await page.waitForTimeout(1_000);
    }
    expect(heading).toBe('Anonymous');
    expect(await wallEntry().textContent()).not.toContain(shownName);
  });
});

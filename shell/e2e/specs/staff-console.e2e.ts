import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktop, launchBrowser, waitForLivePage, watchProblems, type PageProblems } from '../support/browser';
import { baseUrl } from '../support/e2e-env';
import { e2eAdmin, nextAdminCode, signInToStaff, submitAdminSignIn, submitSignIn } from '../support/staff';

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Staff console' });

/** A fresh page in its own cookie jar, so each person signs in separately. */
async function newPerson(browser: Browser): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page) };
}

async function sessionStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/staff/session', { credentials: 'same-origin' })).status);
}

describe('the staff console', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page, problems } = await newPerson(browser));
  });
  afterEach(async () => {
    await context.close();
    expect(problems.errors).toEqual([]);
  });

  it('sends a signed-out visitor to sign in and back to the page they asked for', async () => {
    await page.goto(`${baseUrl}/staff/messages?page=1`);
    await page.waitForURL(/\/staff\/sign-in\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/staff/messages?page=1');
    await submitAdminSignIn(page);
    await page.waitForURL(`${baseUrl}/staff/messages?page=1`);
    await expect(consoleNav(page).getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
  });

  it("shows the server's message for a wrong password, and stays signed out", async () => {
    await page.goto(`${baseUrl}/staff/sign-in`);
    await submitSignIn(page, e2eAdmin.username, 'not the password at all');
    // The API's one answer for a wrong name, a wrong password, a locked or a disabled account.
    await page
      .getByRole('alert')
      .filter({ hasText: /username or password/i })
      .waitFor();
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await sessionStatus(page)).toBe(401);
  });

  it('lets an administrator add a staff member, who signs in without seeing staff accounts or the audit log', async () => {
    const username = `e2e-staff-${Date.now().toString(36)}`;
    const password = 'a temporary phrase for the test';
    await signInToStaff(page);
    await consoleNav(page).getByRole('link', { name: 'Staff accounts' }).click();
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Add a person' }) });
    await form.getByLabel('Username').fill(username);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Test Staff Member');
    await form.getByLabel('Role').selectOption('staff');
    await form.getByLabel('Temporary password').fill(password);
    await form.getByRole('button', { name: 'Add person' }).click();
    await page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('cell', { name: username, exact: true })
      .waitFor();

    const colleague = await newPerson(browser);
    try {
      await signInToStaff(colleague.page, username, password);
      const links = await consoleNav(colleague.page).getByRole('link').allTextContents();
      expect(links).toEqual([
        'Messages',
        'Volunteers',
        'Subscribers',
        'Donations',
        'Monthly gifts',
        'Projects',
        'Gift Aid',
        'Articles',
        'Emails',
      ]);
      await expect(colleague.page.getByText(/Signed in as/).textContent()).resolves.toContain(
        'Test Staff Member (staff)',
      );
      expect(colleague.problems.errors).toEqual([]);
    } finally {
      await colleague.context.close();
    }
  });

  it('ends the session on sign out, and the back button then shows sign-in rather than the data', async () => {
    await signInToStaff(page);
    await consoleNav(page).getByRole('link', { name: 'Staff accounts' }).click();
    await page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('cell', { name: e2eAdmin.username, exact: true })
      .waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/staff/sign-in`);
    expect(await sessionStatus(page)).toBe(401);

    await page.goBack();
    await page.waitForURL(/\/staff\/sign-in\?next=%2Fstaff%2Fusers/);
    await page.getByRole('heading', { name: 'Sign in to the staff console' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByText(e2eAdmin.username).count()).toBe(0);
  });

  it('sends someone whose account is disabled meanwhile to sign in at their next step', async () => {
    const username = `e2e-leaver-${Date.now().toString(36)}`;
    const password = 'another temporary phrase here';
    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff/users`);
    const created = await page.evaluate(
      async (account) =>
        (
          await fetch('/api/staff/users', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(account),
          })
        ).status,
      { username, displayName: 'Leaving Colleague', role: 'staff', password },
    );
    expect(created).toBe(201);

    const colleague = await newPerson(browser);
    try {
      await signInToStaff(colleague.page, username, password);
      await page.reload();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
      await row.getByRole('button', { name: /^Disable/ }).click();
      await row.getByText('Disabled', { exact: true }).waitFor();

      await consoleNav(colleague.page).getByRole('link', { name: 'Messages' }).click();
      await colleague.page.waitForURL(`${baseUrl}/staff/sign-in?next=${encodeURIComponent('/staff/messages')}`);
      await colleague.page.getByRole('heading', { name: 'Sign in to the staff console' }).waitFor();
      expect(colleague.problems.errors).toEqual([]);
    } finally {
      await colleague.context.close();
    }
  });

  it('can be used with the keyboard alone, with a visible focus', async () => {
    await page.goto(`${baseUrl}/staff/sign-in`);
    await page.getByRole('heading', { name: 'Sign in to the staff console' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type(e2eAdmin.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(e2eAdmin.password);
    await page.keyboard.press('Enter');
    // The form asks for the authenticator code and moves focus to it.
    await page.getByLabel('Authenticator code').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.keyboard.type(await nextAdminCode());
    await page.keyboard.press('Enter');
    await consoleNav(page).waitFor();

    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let presses = 0; presses < 15 && (await focusedText()) !== 'Audit log'; presses++)
      await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Audit log');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('table', { name: 'Audit log entries' }).waitFor();
  });

  it('serves its pages unindexed and unstored', async () => {
    const response = await page.goto(`${baseUrl}/staff/sign-in`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  });
});

describe('the public site and the staff console', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('never links to /staff and never loads the console or any StaffRoutes code', async () => {
    const page = await browser.newPage({ viewport: desktop });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      for (const path of ['/', '/contact', '/donate', '/about-us/who-we-are']) {
        await page.goto(baseUrl + path);
        await waitForLivePage(page);
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
        expect(hrefs.filter((href) => href === '/staff' || href.startsWith('/staff/'))).toEqual([]);
      }
      const staffCode = /staff-console|StaffRoutes|page-staff-/i;
      expect(requested.filter((url) => staffCode.test(url))).toEqual([]);

      // The same watch sees the console's code once the console itself is opened.
      await signInToStaff(page);
      await page.goto(`${baseUrl}/staff/messages`);
      await page.getByRole('navigation', { name: 'Staff console' }).waitFor();
      await page.waitForFunction(
        () =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('__federation_expose_StaffRoutes')),
        undefined,
        {
          timeout: 15_000,
        },
      );
      expect(requested.some((url) => url.includes('/staff-console.'))).toBe(true);
      expect(requested.some((url) => url.includes('__federation_expose_StaffRoutes'))).toBe(true);
    } finally {
      await page.close();
    }
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { desktop, launchBrowser, watchProblems, type PageProblems } from '../support/browser';
import { baseUrl } from '../support/e2e-env';
import { signInToStaff, stepNow, submitCode, submitSignIn, totpCodeAt } from '../support/staff';

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Staff console' });

/** Decision 049 in the browser: a new administrator's first sign-in sets up an authenticator, end to end. */
describe('two-step sign-in for staff', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let person: { context: BrowserContext; page: Page; problems: PageProblems };
  const username = `e2e-mfa-${Date.now().toString(36)}`;
  const password = 'a phrase only this test knows';

  /** A fresh cookie jar; axe is injected as a script, so its pages bypass the CSP. */
  const newContext = async () => {
    const context = await browser.newContext({ viewport: desktop, bypassCSP: true });
    const page = await context.newPage();
    return { context, page, problems: watchProblems(page) };
  };
  const signOut = async (page: Page) => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/staff/sign-in`);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newContext();
    await signInToStaff(admin.page);
    const created = await admin.page.evaluate(
      async (account) =>
        (
          await fetch('/api/staff/users', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(account),
          })
        ).status,
      { username, displayName: 'Second Factor Tester', role: 'admin', password },
    );
    expect(created).toBe(201);
    person = await newContext();
  });
  afterAll(async () => {
    await person?.context.close();
    await admin?.context.close();
    await browser?.close();
  });

  it('enrols at first sign-in, then signs in with a code and once with a recovery code', async () => {
    const { page } = person;
    await page.goto(`${baseUrl}/staff/sign-in?next=${encodeURIComponent('/staff/messages')}`);
    await submitSignIn(page, username, password);
    await page.waitForURL(/\/staff\/enrol\?next=/);
    await page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }).waitFor();
    await page.getByRole('img', { name: /QR code adding/ }).waitFor();
    expect(await seriousViolations(page, '/staff/enrol')).toEqual([]);

    // The test is the phone: it reads the setup key and computes the app's code.
    const secret = (await page.locator('dd code').textContent())?.replace(/\s+/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const form = page.getByRole('form', { name: 'Confirm your authenticator app' });
    await form.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await form.getByText('Enter the 6-digit code your authenticator app shows').first().waitFor();
    const enrolStep = stepNow();
    await form.getByLabel('Code from your authenticator app').fill(totpCodeAt(secret, enrolStep));
    await form.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    await page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }).waitFor();
    const codes = (await page.getByRole('list', { name: 'Recovery codes' }).locator('code').allTextContents()).map(
      (code) => code.trim(),
    );
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);
    expect(await seriousViolations(page, '/staff/enrol (recovery codes)')).toEqual([]);
    await page.getByRole('button', { name: /continue to the staff console/ }).click();
    await page.waitForURL(`${baseUrl}/staff/messages`);
    await consoleNav(page).waitFor();

    // Back in with the password and the app's next code (the one used to confirm works no more).
    await signOut(page);
    await submitSignIn(page, username, password);
    await page.getByLabel('Authenticator code').waitFor();
    expect(await seriousViolations(page, '/staff/sign-in (code)')).toEqual([]);
    await submitCode(page, totpCodeAt(secret, Math.max(stepNow(), enrolStep + 1)));
    await consoleNav(page).waitFor();

    // And once with a recovery code; the same one again is refused.
    await signOut(page);
    await submitSignIn(page, username, password);
    await submitCode(page, codes[0] as string);
    await consoleNav(page).waitFor();
    await signOut(page);
    await submitSignIn(page, username, password);
    await submitCode(page, codes[0] as string);
    await page
      .getByRole('alert')
      .filter({ hasText: /not right or has already been used/ })
      .waitFor();
    expect(await page.getByLabel('Authenticator code').inputValue()).toBe('');
    expect(person.problems.errors).toEqual([]);
  });

  it('lets another administrator reset it, with a note in the audit log, and the next sign-in enrols again', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/staff/users?q=${username}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
    await row.getByText('On', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Reset two-step sign-in for ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset two-step sign-in for ${username}?` });
    await dialog.waitFor();
    expect(await seriousViolations(page, '/staff/users (reset two-step sign-in)')).toEqual([]);
    await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await dialog
      .getByText(/Say why, for the audit log/)
      .first()
      .waitFor();
    await dialog.getByLabel('Why it is being reset').fill('Lost phone; checked on a call to the number on file');
    await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await row.getByText('Not set up', { exact: true }).waitFor();

    const audit = await page.evaluate(async () => {
      const answer = await fetch('/api/staff/audit?entityType=user&pageSize=5', { credentials: 'same-origin' });
      return ((await answer.json()) as { items: { action: string; after: unknown }[] }).items;
    });
    expect(audit.find((entry) => entry.action === 'user.second-factor-reset')?.after).toEqual({
      secondFactor: false,
      note: 'Lost phone; checked on a call to the number on file',
      sessionsEnded: true,
    });

    await person.page.goto(`${baseUrl}/staff/sign-in`);
    await submitSignIn(person.page, username, password);
    await person.page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }).waitFor();
  });
});

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { baseUrl, E2E_ADMIN_TOTP_SECRET, stateFile } from './e2e-env';

/**
 * The first administrator the test site's API creates (STAFF_ADMIN_* in support/e2e-env.ts), with the authenticator
 * STAFF_ADMIN_TOTP_SECRET gives it (decision 049).
 */
export const e2eAdmin = {
  username: 'e2e-admin',
  password: 'solar panels on the school roof',
  totpSecret: E2E_ADMIN_TOTP_SECRET,
} as const;

const PERIOD_MS = 30_000;

/** The authenticator code of `secret` for one time step (RFC 6238, as the apps compute it). */
export function totpCodeAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * PERIOD_MS,
  });
}

export const stepNow = (): number => Math.floor(Date.now() / PERIOD_MS);

/** What this run remembers about the first admin: the last time step it signed in with, and a live session. */
type AdminState = { lastStep: number; cookie?: string };
const adminStateFile = join(dirname(stateFile), 'e2e-admin.json');

function readAdminState(): AdminState {
  try {
    return JSON.parse(readFileSync(adminStateFile, 'utf8')) as AdminState;
  } catch {
    return { lastStep: 0 };
  }
}

function writeAdminState(state: AdminState): void {
  mkdirSync(dirname(adminStateFile), { recursive: true });
  writeFileSync(adminStateFile, JSON.stringify(state));
}

/**
 * A code for the first admin the API has not seen yet. A code works once, and the API takes the step before and
 * after its own, so this uses this step's code, else the next step's (still valid now), else waits for the next
 * step: at most two sign-ins through the form each 30 seconds, none ever replayed. The last step used is kept in a
 * file, so the run's spec files (one process each, in turn) share it.
 */
export async function nextAdminCode(): Promise<string> {
  for (;;) {
    const state = readAdminState();
    const step = Math.max(stepNow(), state.lastStep + 1);
    if (step <= stepNow() + 1) {
      writeAdminState({ ...state, lastStep: step });
      return totpCodeAt(e2eAdmin.totpSecret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 50));
  }
}

/** Fills and sends the sign-in form the page is on, as a person would. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Once the form asks for it, types the authenticator code (or a recovery code) and sends the form again. */
export async function submitCode(page: Page, code: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  const field = form.getByLabel('Authenticator code');
  await field.waitFor({ timeout: 15_000 });
  await field.fill(code);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The first admin's password and a fresh code, through the form, as they would sign in. */
export async function submitAdminSignIn(page: Page): Promise<void> {
  await submitSignIn(page, e2eAdmin.username, e2eAdmin.password);
  await submitCode(page, await nextAdminCode());
}

/** Puts the run's admin session in the page's cookie jar, if it is still live; answers whether it was. */
async function resumeAdminSession(page: Page): Promise<boolean> {
  const { cookie } = readAdminState();
  if (!cookie) return false;
  await page
    .context()
    .addCookies([{ name: 'solar_staff', value: cookie, url: baseUrl, httpOnly: true, sameSite: 'Strict' }]);
  const answer = await page.context().request.get(`${baseUrl}/api/staff/session`);
  if (answer.status() === 200) return true;
  await page.context().clearCookies({ name: 'solar_staff' });
  return false;
}

/**
 * Signs in and waits for the console's frame at /staff. Another account goes through the real form at
 * /staff/sign-in. The first admin, whom most specs use, does so once and then shares that session across the
 * run (a code works once, so a sign-in for every test would have to wait for new codes); after a spec signs it
 * out, the next call signs in through the form again with a fresh code.
 */
export async function signInToStaff(
  page: Page,
  username: string = e2eAdmin.username,
  password: string = e2eAdmin.password,
): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  if (username === e2eAdmin.username && (await resumeAdminSession(page))) {
    await page.goto(`${baseUrl}/staff`);
    await nav.waitFor({ timeout: 15_000 });
    return;
  }
  await page.goto(`${baseUrl}/staff/sign-in`);
  if (username === e2eAdmin.username) await submitAdminSignIn(page);
  else {
    await submitSignIn(page, username, password);
    await enrolIfAsked(page);
  }
  await nav.waitFor({ timeout: 15_000 });
  if (username === e2eAdmin.username) {
    const session = (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === 'solar_staff');
    writeAdminState({ ...readAdminState(), ...(session ? { cookie: session.value } : {}) });
  }
}

/**
 * A new account under STAFF_MFA=all (the default, decision 064) is taken to set up its authenticator: the test is
 * the phone, reading the setup key and typing the app's code, then leaves its recovery codes for the console.
 */
async function enrolIfAsked(page: Page): Promise<void> {
  const enrol = page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' });
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  const seen = (locator: typeof nav) => locator.waitFor({ timeout: 15_000 }).catch(() => undefined);
  await Promise.race([seen(enrol), seen(nav)]);
  if (!(await enrol.isVisible())) return;
  const secret = (await page.locator('dd code').textContent())?.replace(/\s+/g, '') ?? '';
  const form = page.getByRole('form', { name: 'Confirm your authenticator app' });
  await form.getByLabel('Code from your authenticator app').fill(totpCodeAt(secret, stepNow()));
  await form.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByRole('button', { name: /continue to the staff console/ }).click();
}

/**
 * A Cookie header holding a live session of the first admin, for calls straight to the staff API: the run's shared
 * session while it lasts, else a sign-in through the API with a fresh code (then shared in turn).
 */
export async function adminApiCookie(): Promise<string> {
  const { cookie } = readAdminState();
  if (cookie) {
    const check = await fetch(`${baseUrl}/api/staff/session`, { headers: { Cookie: `solar_staff=${cookie}` } });
    if (check.status === 200) return `solar_staff=${cookie}`;
  }
  const signIn = await fetch(`${baseUrl}/api/staff/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: e2eAdmin.username, password: e2eAdmin.password, code: await nextAdminCode() }),
  });
  const session = sessionCookieOf(signIn);
  if (!signIn.ok || !session) throw new Error(`staff sign-in answered ${signIn.status}`);
  writeAdminState({ ...readAdminState(), cookie: session.slice('solar_staff='.length) });
  return session;
}

/** The `solar_staff=…` pair an API answer sets, if it sets one. */
function sessionCookieOf(answer: Response): string | undefined {
  return answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('solar_staff='));
}

async function postAsStaff(path: string, cookie: string | undefined, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * A new member of staff (role `staff`), made by the first admin and signed in as they would sign in: the password,
 * then, when the site's STAFF_MFA policy asks it of them (enrolmentRequired: the default, STAFF_MFA=all), their own
 * authenticator (decisions 049 and 064). Answers
 * their username and a live session's Cookie header, for a spec that needs an account no other spec shares (its own
 * rate-limit allowance, for one).
 */
export async function newStaffMember(name: string): Promise<{ username: string; cookie: string }> {
  const username = `e2e-${name}-${Date.now().toString(36)}`;
  const password = 'a long phrase about solar lamps in Hargeisa';
  const created = await postAsStaff('/api/staff/users', await adminApiCookie(), {
    username,
    displayName: `Test ${name}`,
    role: 'staff',
    password,
  });
  if (created.status !== 201)
    throw new Error(`creating ${username} answered ${created.status}: ${await created.text()}`);
  const signIn = await postAsStaff('/api/staff/session', undefined, { username, password });
  const session = sessionCookieOf(signIn);
  if (!session) throw new Error(`${username}'s sign-in answered ${signIn.status} without a session`);
  if (signIn.status !== 200) throw new Error(`${username}'s sign-in answered ${signIn.status}`);
  if (!((await signIn.json()) as { enrolmentRequired?: boolean }).enrolmentRequired)
    return { username, cookie: session };
  const start = await postAsStaff('/api/staff/enrolment', session, {});
  const { secret } = (await start.json()) as { secret: string };
  const confirm = await postAsStaff('/api/staff/enrolment/confirm', session, { code: totpCodeAt(secret, stepNow()) });
  const cookie = sessionCookieOf(confirm);
  if (!confirm.ok || !cookie) throw new Error(`${username}'s enrolment answered ${confirm.status}`);
  return { username, cookie };
}

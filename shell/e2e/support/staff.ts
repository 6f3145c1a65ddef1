import type { Page } from 'playwright-core';
import { baseUrl } from './e2e-env';

/** The first administrator the test site's API creates (STAFF_ADMIN_* in support/e2e-env.ts). */
export const e2eAdmin = { username: 'e2e-admin', password: 'solar panels on the school roof' } as const;

/** Fills and sends the sign-in form the page is on, as a person would. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the real form at /staff/sign-in and waits for the console's frame. */
export async function signInToStaff(
  page: Page,
  username: string = e2eAdmin.username,
  password: string = e2eAdmin.password,
): Promise<void> {
  await page.goto(`${baseUrl}/staff/sign-in`);
  await submitSignIn(page, username, password);
  await page.getByRole('navigation', { name: 'Staff console' }).waitFor({ timeout: 15_000 });
}

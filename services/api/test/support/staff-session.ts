import type { StaffRole, StaffSessionResponse, StaffUser } from '@solar/shared-contracts';
import { Clock } from '../../src/kit/clock';
import { PasswordHasher } from '../../src/staff-auth/password-hasher';
import { SecondFactor } from '../../src/staff-auth/second-factor.service';
import { codeAt, stepAt } from '../../src/staff-auth/totp';
import { STAFF_SESSION_COOKIE } from '../../src/kit/session-cookie';
import { User } from '../../src/staff-auth/user.entity';
import { fromSite, type TestApp } from '../test-app';

/** The password of every account this helper creates (long and not on the common list). */
export const TEST_STAFF_PASSWORD = 'a long test passphrase for the back office';

/** The authenticator secret of every account this helper gives one (base32, 160 bits). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The authenticator code of TEST_TOTP_SECRET at the app's clock (moved by `steps` 30-second steps). */
export function totpCode(t: TestApp, steps = 0, secret = TEST_TOTP_SECRET): string {
  return codeAt(secret, stepAt(t.app.get(Clock).now()) + steps);
}

/**
 * An account of this role (made directly in the database), created once per app and username, with
 * TEST_TOTP_SECRET as its authenticator, as the default policy (STAFF_MFA=all) requires; `secondFactor: false`
 * makes one without.
 */
export async function ensureStaffUser(
  t: TestApp,
  role: StaffRole,
  username = `test-${role}`,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<User> {
  const users = t.dataSource.getRepository(User);
  const existing = await users.findOneBy({ username });
  if (existing) return existing;
  const password = await t.app.get(PasswordHasher).hash(TEST_STAFF_PASSWORD);
  const created = await users.save(users.create({ username, password, role, displayName: `Test ${role}` }));
  if (!secondFactor) return created;
  await users.update(
    { id: created.id },
    { totpSecret: t.app.get(SecondFactor).sealFor(created.id, TEST_TOTP_SECRET), totpEnrolledAt: new Date() },
  );
  return users.findOneByOrFail({ id: created.id });
}

/** The `solar_staff=…` pair of a response's Set-Cookie, ready for a request's Cookie header. */
export function sessionCookieOf(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((cookie) => cookie.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!found) throw new Error(`No ${STAFF_SESSION_COOKIE} cookie was set`);
  return found.split(';')[0] as string;
}

/**
 * Signs in through POST /api/staff/session as an admin or a member of staff and answers the Cookie header
 * to send: `fromSite(t.http).get('/api/staff/…').set('Cookie', cookie)`. An account with an authenticator signs in
 * with the current code. Suites sign in many times a second, and a code works once, so this first forgets the
 * account's last used step in the database: each call stands for a sign-in at a later moment. The replay rule
 * itself is proven in staff-second-factor.e2e-spec.ts, which never does this.
 */
export async function signInAs(
  t: TestApp,
  role: 'admin' | 'staff',
  username?: string,
): Promise<{ cookie: string; user: StaffUser }> {
  const account = await ensureStaffUser(t, role, username);
  if (account.totpSecret) await t.dataSource.getRepository(User).update({ id: account.id }, { totpLastStep: null });
  const response = await fromSite(t.http)
    .post('/api/staff/session')
    .send({
      username: account.username,
      password: TEST_STAFF_PASSWORD,
      ...(account.totpSecret ? { code: totpCode(t) } : {}),
    })
    .expect(200);
  return {
    cookie: sessionCookieOf(response.headers['set-cookie']),
    user: (response.body as StaffSessionResponse).user,
  };
}

/**
 * The cookie of an enrolment session (decision 049): an account that must have an authenticator (an admin, or
 * anyone under STAFF_MFA=all) and has none signs in with the password alone. It opens only /api/staff/enrolment.
 */
export async function enrolmentCookieFor(
  t: TestApp,
  role: StaffRole = 'admin',
  username = `test-enrolling-${role}`,
): Promise<string> {
  const account = await ensureStaffUser(t, role, username, { secondFactor: false });
  const response = await fromSite(t.http)
    .post('/api/staff/session')
    .send({ username: account.username, password: TEST_STAFF_PASSWORD })
    .expect(200);
  return sessionCookieOf(response.headers['set-cookie']);
}

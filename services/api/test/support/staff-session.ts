import type { StaffRole, StaffSessionResponse, StaffUser } from '@solar/shared-contracts';
import { PasswordHasher } from '../../src/staff-auth/password-hasher';
import { STAFF_SESSION_COOKIE } from '../../src/staff-auth/session-cookie';
import { User } from '../../src/users/user.entity';
import { fromSite, type TestApp } from '../test-app';

/** The password of every account this helper creates (long and not on the common list). */
export const TEST_STAFF_PASSWORD = 'a long test passphrase for the back office';

/** An account of this role (made directly in the database), created once per app and username. */
export async function ensureStaffUser(t: TestApp, role: StaffRole, username = `test-${role}`): Promise<User> {
  const users = t.dataSource.getRepository(User);
  const existing = await users.findOneBy({ username });
  if (existing) return existing;
  const password = await t.app.get(PasswordHasher).hash(TEST_STAFF_PASSWORD);
  return users.save(users.create({ username, password, role, displayName: `Test ${role}` }));
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
 * to send: `fromSite(t.http).get('/api/staff/…').set('Cookie', cookie)`.
 */
export async function signInAs(
  t: TestApp,
  role: 'admin' | 'staff',
  username?: string,
): Promise<{ cookie: string; user: StaffUser }> {
  const account = await ensureStaffUser(t, role, username);
  const response = await fromSite(t.http)
    .post('/api/staff/session')
    .send({ username: account.username, password: TEST_STAFF_PASSWORD })
    .expect(200);
  return {
    cookie: sessionCookieOf(response.headers['set-cookie']),
    user: (response.body as StaffSessionResponse).user,
  };
}

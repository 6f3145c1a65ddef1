import { createHash } from 'node:crypto';
import request from 'supertest';
import { Clock } from '../src/kit/clock';
import { PasswordHasher } from '../src/staff-auth/password-hasher';
import { LOCKOUT_MS, SIGN_IN_REFUSED } from '../src/staff-auth/sign-in.service';
import { STAFF_SESSION_COOKIE } from '../src/kit/session-cookie';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/staff-auth/staff-sessions.service';
import { DEVELOPMENT_STAFF_MFA } from '../src/staff-auth/staff-mfa-config';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';

/** These suites are about passwords and sessions: STAFF_MFA=off, and accounts without an authenticator. */
const PASSWORD_ONLY = { secondFactor: false };
const NO_SECOND_FACTOR = { staffMfa: { ...DEVELOPMENT_STAFF_MFA, policy: 'off' as const } };
import { ensureStaffUser, sessionCookieOf, signInAs, TEST_STAFF_PASSWORD, totpCode } from './support/staff-session';

const path = '/api/staff/session';
const refused = { statusCode: 401, error: 'Unauthorized', message: SIGN_IN_REFUSED };

describe(`Staff sessions (${driverName})`, () => {
  let t: TestApp;
  let now: number;
  let address = 0;
  /** Each test signs in from its own address, so one test's failures never reach another's per-address limit. */
  let clientAddress: string;

  const signIn = (username: string, password: string, from = clientAddress, code?: string) =>
    fromSite(t.http)
      .post(path)
      .set('X-Forwarded-For', from)
      .send({ username, password, ...(code ? { code } : {}) });
  const whoAmI = (cookie: string) => fromSite(t.http).get(path).set('Cookie', cookie);
  const later = (ms: number) => {
    now += ms;
  };

  beforeAll(async () => {
    t = await startTestApp(NO_SECOND_FACTOR);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });

  beforeEach(() => {
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    clientAddress = `203.0.113.${++address}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('signs in with the right password: 200, the account without its hash, and an HttpOnly SameSite=Strict cookie', async () => {
    await ensureStaffUser(t, 'admin', 'amina');
    const response = await signIn('amina', TEST_STAFF_PASSWORD, clientAddress, totpCode(t)).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      user: expect.objectContaining({
        username: 'amina',
        role: 'admin',
        disabled: false,
        lastSignInAt: expect.any(String),
      }),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS).toISOString(),
      idleExpiresAt: new Date(now + SESSION_IDLE_MS).toISOString(),
    });
    expect(Object.keys(response.body.user).sort()).toEqual([
      'createdAt',
      'disabled',
      'displayName',
      'id',
      'lastSignInAt',
      'role',
      'secondFactor',
      'temporaryPassword',
      'updatedAt',
      'username',
    ]);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      new RegExp(`^${STAFF_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`),
    );
  });

  it('stores only a SHA-256 of the session id, and gives a new id at every sign-in', async () => {
    await ensureStaffUser(t, 'staff', 'bilal', PASSWORD_ONLY);
    const first = sessionCookieOf((await signIn('bilal', TEST_STAFF_PASSWORD).expect(200)).headers['set-cookie']);
    const second = sessionCookieOf((await signIn('bilal', TEST_STAFF_PASSWORD).expect(200)).headers['set-cookie']);
    expect(second).not.toBe(first);
    const id = first.split('=')[1] as string;
    expect(await countRows(t.dataSource, 'staff_sessions', 'idHash = ?', [id])).toBe(0);
    expect(
      await countRows(t.dataSource, 'staff_sessions', 'idHash = ?', [createHash('sha256').update(id).digest('hex')]),
    ).toBe(1);
  });

  it('says who is signed in, and answers 401 without a session or with a made-up one', async () => {
    const { cookie, user } = await signInAs(t, 'staff');
    const me = await whoAmI(cookie).expect(200).expect('Cache-Control', 'no-store');
    expect(me.body.user).toEqual(user);
    await fromSite(t.http).get(path).expect(401);
    await whoAmI(`${STAFF_SESSION_COOKIE}=${'A'.repeat(43)}`).expect(401);
  });

  it('signs out: 204, the cookie cleared and the session gone for good', async () => {
    const { cookie } = await signInAs(t, 'staff');
    const out = await fromSite(t.http).delete(path).set('Cookie', cookie).expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(
        `^${STAFF_SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$`,
      ),
    );
    await whoAmI(cookie).expect(401);
    await fromSite(t.http).delete(path).set('Cookie', cookie).expect(401);
  });

  it('answers a wrong password and an unknown username with the same 401 body', async () => {
    await ensureStaffUser(t, 'staff', 'chidi', PASSWORD_ONLY);
    const wrong = await signIn('chidi', 'not the right password at all').expect(401);
    const unknown = await signIn('nobody-here', 'not the right password at all').expect(401);
    expect(wrong.body).toEqual(refused);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const audited: { after: string }[] = await t.dataSource.query(
      "SELECT after FROM audit_log WHERE action = 'sign-in-refused' ORDER BY id DESC",
    );
    expect(audited.map(({ after }) => JSON.parse(after))).toEqual(
      expect.arrayContaining([{ reason: 'unknown-user' }, { username: 'chidi', reason: 'wrong-password' }]),
    );
    expect(JSON.stringify(audited)).not.toContain('nobody-here');
  });

  it('spends an Argon2id verification on an unknown username too, so its answer takes as long', async () => {
    await ensureStaffUser(t, 'staff', 'chidi', PASSWORD_ONLY);
    const hasher = t.app.get(PasswordHasher);
    const verify = jest.spyOn(hasher, 'verify');
    try {
      await signIn('nobody-at-all', 'not the right password at all').expect(401);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      verify.mockRestore();
    }
  });

  it('locks an account for 15 minutes after 5 wrong passwords in a row, refusing even the right one meanwhile', async () => {
    await ensureStaffUser(t, 'staff', 'dara', PASSWORD_ONLY);
    for (let attempt = 0; attempt < 5; attempt++) await signIn('dara', `wrong password number ${attempt}`).expect(401);
    const locked = await signIn('dara', TEST_STAFF_PASSWORD).expect(401);
    expect(locked.body).toEqual(refused);
    later(LOCKOUT_MS - 60_000);
    await signIn('dara', TEST_STAFF_PASSWORD).expect(401);
    later(60_000);
    await signIn('dara', TEST_STAFF_PASSWORD).expect(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    await ensureStaffUser(t, 'staff', 'esme', PASSWORD_ONLY);
    for (let attempt = 0; attempt < 4; attempt++) await signIn('esme', 'a wrong password, again').expect(401);
    await signIn('esme', TEST_STAFF_PASSWORD).expect(200);
    for (let attempt = 0; attempt < 4; attempt++) await signIn('esme', 'a wrong password, again').expect(401);
    await signIn('esme', TEST_STAFF_PASSWORD).expect(200);
  });

  it('answers 429 with Retry-After to an address past 10 failures in 15 minutes, whatever the account', async () => {
    await ensureStaffUser(t, 'staff', 'farah', PASSWORD_ONLY);
    for (let attempt = 0; attempt < 10; attempt++)
      await signIn(`someone-${attempt}`, 'guessing passwords here').expect(401);
    const blocked = await signIn('farah', TEST_STAFF_PASSWORD).expect(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await signIn('farah', TEST_STAFF_PASSWORD, '198.51.100.7').expect(200);
    later(retryAfter * 1000);
    await signIn('farah', TEST_STAFF_PASSWORD).expect(200);
  });

  it('ends a session 30 minutes after its last use, and renews it by use', async () => {
    const { cookie } = await signInAs(t, 'staff');
    later(SESSION_IDLE_MS - 1000);
    const renewed = await whoAmI(cookie).expect(200);
    expect(renewed.body.idleExpiresAt).toBe(new Date(now + SESSION_IDLE_MS).toISOString());
    later(SESSION_IDLE_MS - 1000);
    await whoAmI(cookie).expect(200);
    later(SESSION_IDLE_MS);
    await whoAmI(cookie).expect(401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const { cookie } = await signInAs(t, 'staff');
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS; elapsed += SESSION_IDLE_MS - 60_000) {
      later(SESSION_IDLE_MS - 60_000);
      await whoAmI(cookie).expect(200);
    }
    now = Date.UTC(2026, 10, 23, 9, 0, 0) + SESSION_ABSOLUTE_MS;
    await whoAmI(cookie).expect(401);
  });

  it("stops a disabled account's session at once, and refuses its sign-in with the same body", async () => {
    const { cookie, user } = await signInAs(t, 'staff', 'gita');
    await t.dataSource.query('UPDATE users SET disabled = ? WHERE id = ?', [1, user.id]);
    await whoAmI(cookie).expect(401);
    expect((await signIn('gita', TEST_STAFF_PASSWORD).expect(401)).body).toEqual(refused);
  });

  it('sets the Secure flag when the site is served over https', async () => {
    const secure = await startTestApp({ ...NO_SECOND_FACTOR, shellOrigin: 'https://solar.example.org' });
    try {
      await ensureStaffUser(secure, 'staff', 'hana', PASSWORD_ONLY);
      const response = await request(secure.http)
        .post(path)
        .set('Origin', 'https://solar.example.org')
        .send({ username: 'hana', password: TEST_STAFF_PASSWORD })
        .expect(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    } finally {
      await secure.close();
    }
  });

  it('refuses a sign-in posted from another site (403, before any password is checked)', async () => {
    await ensureStaffUser(t, 'admin', 'amina');
    await request(t.http)
      .post(path)
      .set('Origin', 'https://evil.example')
      .send({ username: 'amina', password: TEST_STAFF_PASSWORD })
      .expect(403);
  });
});

import { Clock } from '../src/kit/clock';
import { SecondFactor } from '../src/staff-auth/second-factor.service';
import { CURRENT_PASSWORD_MISSING } from '../src/users/dto/change-own-password.dto';
import { CURRENT_PASSWORD_WRONG } from '../src/users/own-password.service';
import { User } from '../src/staff-auth/user.entity';
import { DEVELOPMENT_STAFF_MFA } from '../src/staff-auth/staff-mfa-config';
import { codeAt, stepAt } from '../src/staff-auth/totp';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';
import {
  ensureStaffUser,
  sessionCookieOf,
  signInAs,
  TEST_STAFF_PASSWORD,
  TEST_TOTP_SECRET,
  totpCode,
} from './support/staff-session';

const SESSION = '/api/staff/session';
const ENROLMENT = '/api/staff/enrolment';

/** Decision 063: what an enrolment secret and a session outlive, on both databases. */
describe(`Staff sessions and enrolment secrets end with the account's changes (${driverName})`, () => {
  let t: TestApp;
  let now: number;
  let address = 0;

  const signIn = (username: string, password: string, code?: string) =>
    fromSite(t.http)
      .post(SESSION)
      .set('X-Forwarded-For', `198.18.0.${++address}`)
      .send({ username, password, ...(code ? { code } : {}) });
  const offer = (cookie: string) => fromSite(t.http).post(ENROLMENT).set('Cookie', cookie).send({});
  const confirm = (cookie: string, secret: string) =>
    fromSite(t.http)
      .post(`${ENROLMENT}/confirm`)
      .set('Cookie', cookie)
      .send({ code: codeAt(secret, stepAt(now)) });
  const enrolmentCookie = async (username: string, password: string) => {
    const response = await signIn(username, password).expect(200);
    expect(response.body.enrolmentRequired).toBe(true);
    return sessionCookieOf(response.headers['set-cookie']);
  };

  beforeAll(async () => {
    t = await startTestApp({ staffMfa: { ...DEVELOPMENT_STAFF_MFA, policy: 'all' } });
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });

  beforeEach(() => {
    now = Date.UTC(2026, 10, 28, 9, 0, 10);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses the code of a secret offered before a password reset, once the owner has enrolled', async () => {
    const user = await ensureStaffUser(t, 'staff', 'new-starter', { secondFactor: false });
    const { cookie: admin } = await signInAs(t, 'admin');
    // Someone who saw the temporary password starts enrolment and keeps the secret.
    const attacker = await enrolmentCookie('new-starter', TEST_STAFF_PASSWORD);
    const stolen = (await offer(attacker).expect(200)).body.secret as string;
    // An admin resets the password: the attacker's enrolment session and its secret end.
    const newPassword = 'a fresh passphrase only the owner knows';
    await fromSite(t.http)
      .post(`/api/staff/users/${user.id}/password`)
      .set('Cookie', admin)
      .send({ password: newPassword })
      .expect(204);
    await offer(attacker).expect(401);
    await confirm(attacker, stolen).expect(401);
    // The owner signs in and is offered a secret of their own, which they confirm.
    const owner = await enrolmentCookie('new-starter', newPassword);
    const own = (await offer(owner).expect(200)).body.secret as string;
    expect(own).not.toBe(stolen);
    await confirm(owner, own).expect(200);
    now += 60_000;
    const refused = await signIn('new-starter', newPassword, codeAt(stolen, stepAt(now))).expect(401);
    expect(refused.body.reason).toBe('code-refused');
    await signIn('new-starter', newPassword, codeAt(own, stepAt(now))).expect(200);
  });

  it('gives each enrolment session its own secret, and the same one when that session asks again', async () => {
    await ensureStaffUser(t, 'staff', 'two-tabs', { secondFactor: false });
    const first = await enrolmentCookie('two-tabs', TEST_STAFF_PASSWORD);
    const second = await enrolmentCookie('two-tabs', TEST_STAFF_PASSWORD);
    const offered = (await offer(first).expect(200)).body.secret as string;
    expect((await offer(first).expect(200)).body.secret).toBe(offered);
    const other = (await offer(second).expect(200)).body.secret as string;
    expect(other).not.toBe(offered);
    // A secret offered to one session cannot be confirmed through another.
    expect((await confirm(second, offered).expect(400)).body.fieldErrors.code).toBeDefined();
  });

  it('signs an enrolment session out, and its secret goes with it', async () => {
    await ensureStaffUser(t, 'staff', 'leaving-early', { secondFactor: false });
    const cookie = await enrolmentCookie('leaving-early', TEST_STAFF_PASSWORD);
    const offered = (await offer(cookie).expect(200)).body.secret as string;
    const out = await fromSite(t.http).delete(SESSION).set('Cookie', cookie).expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/solar_staff=;/);
    await offer(cookie).expect(401);
    const again = await enrolmentCookie('leaving-early', TEST_STAFF_PASSWORD);
    expect((await offer(again).expect(200)).body.secret).not.toBe(offered);
  });

  it('ends every session of an account whose role changes, either way', async () => {
    const { cookie: admin } = await signInAs(t, 'admin');
    const { cookie: staff, user } = await signInAs(t, 'staff', 'about-to-be-promoted');
    await fromSite(t.http).get(SESSION).set('Cookie', staff).expect(200);
    const promote = (role: string) =>
      fromSite(t.http).patch(`/api/staff/users/${user.id}`).set('Cookie', admin).send({ role }).expect(200);
    await promote('admin');
    await fromSite(t.http).get(SESSION).set('Cookie', staff).expect(401);
    const { cookie: promoted } = await signInAs(t, 'admin', 'about-to-be-promoted');
    await fromSite(t.http).get(SESSION).set('Cookie', promoted).expect(200);
    await promote('staff');
    await fromSite(t.http).get(SESSION).set('Cookie', promoted).expect(401);
    // A change that leaves the role as it was ends nothing.
    const { cookie: again } = await signInAs(t, 'staff', 'about-to-be-promoted');
    await promote('staff');
    await fromSite(t.http).get(SESSION).set('Cookie', again).expect(200);
  });

  it('ends an enrolment session and its secret when the account is disabled or its role changes', async () => {
    const { cookie: admin } = await signInAs(t, 'admin');
    const user = await ensureStaffUser(t, 'staff', 'mid-enrolment', { secondFactor: false });
    const change = (body: object) =>
      fromSite(t.http).patch(`/api/staff/users/${user.id}`).set('Cookie', admin).send(body).expect(200);
    const first = await enrolmentCookie('mid-enrolment', TEST_STAFF_PASSWORD);
    await offer(first).expect(200);
    await change({ role: 'admin' });
    await offer(first).expect(401);
    const second = await enrolmentCookie('mid-enrolment', TEST_STAFF_PASSWORD);
    await offer(second).expect(200);
    await change({ disabled: true });
    await offer(second).expect(401);
  });

  it('keeps a member of staff without an authenticator out of Gift Aid declarations under the default policy', async () => {
    const site = await startTestApp();
    try {
      await ensureStaffUser(site, 'staff', 'no-phone-yet', { secondFactor: false });
      const signedIn = await fromSite(site.http)
        .post(SESSION)
        .send({ username: 'no-phone-yet', password: TEST_STAFF_PASSWORD })
        .expect(200);
      expect(signedIn.body.enrolmentRequired).toBe(true);
      const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
      await fromSite(site.http).get('/api/staff/gift-aid/declarations').set('Cookie', cookie).expect(401);
      await fromSite(site.http).get('/api/staff/gift-aid/declarations/1').set('Cookie', cookie).expect(401);
    } finally {
      await site.close();
    }
  });

  describe('own passwords', () => {
    const OWN = '/api/staff/account/password';
    const change = (cookie: string, body: object) => fromSite(t.http).post(OWN).set('Cookie', cookie).send(body);
    const signInWithCode = async (username: string, password: string, status: number) => {
      await t.dataSource.getRepository(User).update({ username }, { totpLastStep: null });
      return signIn(username, password, totpCode(t)).expect(status);
    };

    it('lets a member of staff choose their own, giving the current one: other sessions end, this one stays, audited', async () => {
      const { cookie: admin } = await signInAs(t, 'admin');
      const username = 'chooses-own';
      const created = await fromSite(t.http)
        .post('/api/staff/users')
        .set('Cookie', admin)
        .send({ username, displayName: 'Chooses Own', role: 'staff', password: TEST_STAFF_PASSWORD })
        .expect(201);
      expect(created.body.temporaryPassword).toBe(true);
      await t.dataSource
        .getRepository(User)
        .update({ username }, { totpSecret: t.app.get(SecondFactor).sealFor(created.body.id, TEST_TOTP_SECRET) });
      const here = sessionCookieOf((await signInWithCode(username, TEST_STAFF_PASSWORD, 200)).headers['set-cookie']);
      now += 30_000;
      const elsewhere = sessionCookieOf(
        (await signInWithCode(username, TEST_STAFF_PASSWORD, 200)).headers['set-cookie'],
      );
      expect((await fromSite(t.http).get(SESSION).set('Cookie', here).expect(200)).body.user.temporaryPassword).toBe(
        true,
      );

      const newPassword = 'my own phrase about the Hargeisa clinic roof';
      const wrong = await change(here, { currentPassword: 'not my password at all', newPassword }).expect(400);
      expect(wrong.body.fieldErrors).toEqual({ currentPassword: [CURRENT_PASSWORD_WRONG] });
      await change(here, { newPassword }).expect(400);
      await change(here, { currentPassword: TEST_STAFF_PASSWORD, newPassword: TEST_STAFF_PASSWORD }).expect(400);
      await change(here, { currentPassword: TEST_STAFF_PASSWORD, newPassword }).expect(204);

      await fromSite(t.http).get(SESSION).set('Cookie', elsewhere).expect(401);
      const mine = await fromSite(t.http).get(SESSION).set('Cookie', here).expect(200);
      expect(mine.body.user.temporaryPassword).toBe(false);
      now += 30_000;
      await signInWithCode(username, TEST_STAFF_PASSWORD, 401);
      now += 30_000;
      await signInWithCode(username, newPassword, 200);
      const rows: { after: string }[] = await t.dataSource.query(
        `SELECT ${driverName === 'mysql' ? '`after`' : '"after"'} AS after FROM audit_log WHERE action = 'user.password-changed' AND entityId = ?`,
        [String(created.body.id)],
      );
      expect(rows.map(({ after }) => JSON.parse(after))).toEqual([{ temporaryPassword: false, otherSessionsEnded: 1 }]);
    });

    it('counts wrong current passwords toward the lockout', async () => {
      const { cookie } = await signInAs(t, 'staff', 'guessing-own');
      for (let attempt = 0; attempt < 5; attempt++)
        await change(cookie, {
          currentPassword: `guess ${attempt} of many`,
          newPassword: 'whatever long phrase 1',
        }).expect(400);
      await change(cookie, {
        currentPassword: TEST_STAFF_PASSWORD,
        newPassword: 'a phrase only the owner knows now',
      }).expect(429);
    });

    it("asks an admin resetting their own password for the current one; another person's is temporary", async () => {
      const { cookie, user } = await signInAs(t, 'admin', 'resets-own');
      const reset = (id: number, body: object) =>
        fromSite(t.http).post(`/api/staff/users/${id}/password`).set('Cookie', cookie).send(body);
      const password = 'an admin phrase nobody else has seen';
      expect((await reset(user.id, { password }).expect(400)).body.fieldErrors).toEqual({
        currentPassword: [CURRENT_PASSWORD_MISSING],
      });
      await reset(user.id, { password, currentPassword: 'not the current one here' }).expect(400);
      await reset(user.id, { password, currentPassword: TEST_STAFF_PASSWORD }).expect(204);
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).passwordTemporary).toBe(false);

      const again = sessionCookieOf((await signInWithCode('resets-own', password, 200)).headers['set-cookie']);
      const other = await ensureStaffUser(t, 'staff', 'reset-by-admin');
      await fromSite(t.http)
        .post(`/api/staff/users/${other.id}/password`)
        .set('Cookie', again)
        .send({ password: 'a temporary phrase for reset-by-admin' })
        .expect(204);
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: other.id })).passwordTemporary).toBe(true);
    });
  });
});

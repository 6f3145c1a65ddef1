import { Clock } from '../src/staff-auth/clock';
import { DEVELOPMENT_STAFF_MFA } from '../src/staff-auth/staff-mfa-config';
import { codeAt, stepAt } from '../src/staff-auth/totp';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { ensureStaffUser, sessionCookieOf, signInAs, TEST_STAFF_PASSWORD } from './support/staff-session';

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
});

import request from 'supertest';
import { AuditLog } from '../src/audit/audit-log.service';
import { PasswordHasher } from '../src/staff-auth/password-hasher';
import { SecondFactor } from '../src/staff-auth/second-factor.service';
import { User } from '../src/staff-auth/user.entity';
import { FirstAdmin } from '../src/users/first-admin';
import { LAST_ADMIN_MESSAGE } from '../src/users/users.service';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { sessionCookieOf, signInAs, TEST_STAFF_PASSWORD, TEST_TOTP_SECRET, totpCode } from './support/staff-session';

const users = '/api/staff/users';
const newcomer = {
  username: 'new.starter',
  displayName: 'New Starter',
  role: 'staff',
  password: 'sunlight over the village school',
};

describe(`Staff accounts (${driverName})`, () => {
  let t: TestApp;
  let admin: { cookie: string; user: { id: number; username: string } };

  const asAdmin = () => ({
    get: (path: string) => fromSite(t.http).get(path).set('Cookie', admin.cookie),
    post: (path: string, body: object) => fromSite(t.http).post(path).set('Cookie', admin.cookie).send(body),
    patch: (path: string, body: object) => fromSite(t.http).patch(path).set('Cookie', admin.cookie).send(body),
  });
  const signIn = (username: string, password: string) =>
    fromSite(t.http).post('/api/staff/session').send({ username, password });
  const latestAudit = async (entityType = 'user') =>
    (await asAdmin().get(`/api/staff/audit?entityType=${entityType}&pageSize=1`).expect(200)).body.items[0];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAs(t, 'admin');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates an account (201, no hash in the answer) that can sign in, and audits it', async () => {
    const created = await asAdmin()
      .post(users, { ...newcomer, username: ' New.Starter ' })
      .expect(201)
      .expect('Cache-Control', 'no-store');
    expect(created.body).toEqual({
      id: expect.any(Number),
      username: 'new.starter',
      displayName: 'New Starter',
      role: 'staff',
      disabled: false,
      lastSignInAt: null,
      secondFactor: false,
      temporaryPassword: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ username: 'new.starter' });
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Its password works; under STAFF_MFA=all (the default) its first sign-in sets up an authenticator.
    expect((await signIn('new.starter', newcomer.password).expect(200)).body.enrolmentRequired).toBe(true);
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      actor: { id: created.body.id, username: 'new.starter' },
      action: 'sign-in-enrolment-started',
      entityId: String(created.body.id),
    });
    const creation = (await asAdmin().get(`/api/staff/audit?q=user.created&pageSize=1`).expect(200)).body.items[0];
    expect(creation).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      action: 'user.created',
      entityType: 'user',
      before: null,
      after: created.body,
    });
    expect(JSON.stringify(creation)).not.toContain(newcomer.password);
    await asAdmin().post(users, newcomer).expect(409);
  });

  it('refuses passwords that are short, long, common (whatever the case and spaces) or contain the username', async () => {
    const problemOf = async (password: string) =>
      (
        await asAdmin()
          .post(users, { ...newcomer, username: 'policy.check', password })
          .expect(400)
      ).body.message;
    expect(await problemOf('short pass1')).toEqual(['password must be at least 12 characters']);
    expect(await problemOf('x'.repeat(129))).toEqual(['password must be at most 128 characters']);
    expect(await problemOf('password1234')).toEqual([
      'password is too common: it appears in lists of breached passwords',
    ]);
    expect(await problemOf(' QwertyUIOP123 ')).toEqual([
      'password is too common: it appears in lists of breached passwords',
    ]);
    expect(await problemOf('policy.check is my password')).toEqual(['password must not contain the username']);
    await asAdmin()
      .post(users, { ...newcomer, username: 'policy.check', password: '🌞'.repeat(12) })
      .expect(201);
  });

  it('lists accounts a page at a time, searchable', async () => {
    const page = await asAdmin().get(`${users}?pageSize=2&q=new.`).expect(200);
    expect(page.body).toEqual({
      items: [expect.objectContaining({ username: 'new.starter' })],
      page: 1,
      pageSize: 2,
      total: 1,
    });
    await asAdmin().get(`${users}?pageSize=101`).expect(400);
  });

  it("changes name and role, audits before and after; a role change and disabling end that person's sessions at once", async () => {
    const member = await signInAs(t, 'staff', 'to.disable');
    const changed = await asAdmin()
      .patch(`${users}/${member.user.id}`, { displayName: 'Renamed', role: 'admin' })
      .expect(200);
    expect(changed.body).toMatchObject({ displayName: 'Renamed', role: 'admin' });
    expect(await latestAudit()).toMatchObject({
      action: 'user.updated',
      entityId: String(member.user.id),
      before: expect.objectContaining({ displayName: 'Test staff', role: 'staff' }),
      after: expect.objectContaining({ displayName: 'Renamed', role: 'admin' }),
    });
    // The promotion ended the session signed in as staff (decision 063).
    await fromSite(t.http).get('/api/staff/session').set('Cookie', member.cookie).expect(401);
    const promoted = await signInAs(t, 'admin', 'to.disable');
    await fromSite(t.http).get('/api/staff/session').set('Cookie', promoted.cookie).expect(200);
    await asAdmin().patch(`${users}/${member.user.id}`, { disabled: true }).expect(200);
    await fromSite(t.http).get('/api/staff/session').set('Cookie', promoted.cookie).expect(401);
    await asAdmin().patch(`${users}/999999`, { disabled: true }).expect(404);
    for (const field of ['displayName', 'role', 'disabled'])
      await asAdmin()
        .patch(`${users}/${member.user.id}`, { [field]: null })
        .expect(400);
  });

  it('never leaves the site without an enabled admin', async () => {
    const solo = await startTestApp();
    try {
      const only = await signInAs(solo, 'admin');
      const patch = (body: object) =>
        fromSite(solo.http).patch(`${users}/${only.user.id}`).set('Cookie', only.cookie).send(body);
      expect((await patch({ role: 'staff' }).expect(409)).body.message).toBe(LAST_ADMIN_MESSAGE);
      await patch({ disabled: true }).expect(409);
      await patch({ displayName: 'Still the admin' }).expect(200);
      const second = await signInAs(solo, 'staff', 'second');
      await fromSite(solo.http)
        .patch(`${users}/${second.user.id}`)
        .set('Cookie', only.cookie)
        .send({ role: 'admin' })
        .expect(200);
      await patch({ role: 'staff' }).expect(200);
    } finally {
      await solo.close();
    }
  });

  it('resets a password: old sessions and the old password stop working, the lockout is cleared, nothing secret audited', async () => {
    const member = await signInAs(t, 'staff', 'forgetful');
    const password = 'a brand new passphrase for forgetful';
    for (let attempt = 0; attempt < 5; attempt++) await signIn('forgetful', 'wrong guesses all day long').expect(401);
    await fromSite(t.http)
      .post(`${users}/${member.user.id}/password`)
      .set('Cookie', admin.cookie)
      .send({ password })
      .expect(204);
    await fromSite(t.http).get('/api/staff/session').set('Cookie', member.cookie).expect(401);
    await signIn('forgetful', TEST_STAFF_PASSWORD).expect(401);
    await t.dataSource.getRepository(User).update({ username: 'forgetful' }, { totpLastStep: null });
    await fromSite(t.http)
      .post('/api/staff/session')
      .send({ username: 'forgetful', password, code: totpCode(t) })
      .expect(200);
    const reset = (await asAdmin().get(`/api/staff/audit?q=password-reset&pageSize=1`).expect(200)).body.items[0];
    expect(reset).toMatchObject({
      action: 'user.password-reset',
      entityId: String(member.user.id),
      after: { sessionsEnded: true },
    });
    expect(JSON.stringify(reset)).not.toContain(password);
    await fromSite(t.http)
      .post(`${users}/${member.user.id}/password`)
      .set('Cookie', admin.cookie)
      .send({ password: 'iloveyou1234' })
      .expect(400);
  });

  it('shows the audit log newest first, filtered by actor and kind of record', async () => {
    const all = await asAdmin().get('/api/staff/audit?pageSize=100').expect(200).expect('Cache-Control', 'no-store');
    const ids = all.body.items.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mine = await asAdmin().get(`/api/staff/audit?actorId=${admin.user.id}&entityType=user`).expect(200);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.items.every((entry: { actor: { id: number } }) => entry.actor.id === admin.user.id)).toBe(true);
    const refusals = (await asAdmin().get('/api/staff/audit?q=sign-in-refused').expect(200)).body.items;
    expect(refusals[0]).toMatchObject({
      action: 'sign-in-refused',
      after: { username: 'forgetful', reason: 'wrong-password' },
    });
  });

  it('refuses a staff change sent from another site even with a valid session cookie (403)', async () => {
    await request(t.http)
      .post(users)
      .set('Origin', 'https://evil.example')
      .set('Cookie', admin.cookie)
      .send(newcomer)
      .expect(403);
    await request(t.http)
      .patch(`${users}/${admin.user.id}`)
      .set('Cookie', admin.cookie)
      .send({ displayName: 'No origin' })
      .expect(403);
  });

  it('creates the first admin from STAFF_ADMIN_USERNAME/PASSWORD only while no account exists', async () => {
    const staffAdmin = {
      username: 'charity-admin',
      password: 'solar panels on the school roof',
      totpSecret: TEST_TOTP_SECRET,
    };
    const fresh = await startTestApp({ staffAdmin });
    try {
      const { username, password } = staffAdmin;
      const signedIn = await fromSite(fresh.http)
        .post('/api/staff/session')
        .send({ username, password, code: totpCode(fresh) })
        .expect(200);
      expect(signedIn.body.user).toMatchObject({ username: 'charity-admin', role: 'admin', secondFactor: true });
      const stored = await fresh.dataSource.getRepository(User).findOneByOrFail({ username });
      expect(stored.totpSecret).not.toContain(TEST_TOTP_SECRET);
      expect(sessionCookieOf(signedIn.headers['set-cookie'])).toMatch(/^solar_staff=/);
      const again = new FirstAdmin(
        { username: 'another-admin', password: 'another long admin passphrase' },
        fresh.dataSource,
        fresh.app.get(PasswordHasher),
        fresh.app.get(AuditLog),
        fresh.app.get(SecondFactor),
      );
      await again.onApplicationBootstrap();
      expect(await fresh.dataSource.getRepository(User).count()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

import { STAFF_RECOVERY_CODE_COUNT } from '@solar/shared-contracts';
import { Clock } from '../src/kit/clock';
import { ENROLMENT_CODE_REFUSED } from '../src/staff-auth/second-factor.service';
import { CODE_REFUSED, CODE_REQUIRED, LOCKOUT_MS, SIGN_IN_REFUSED } from '../src/staff-auth/sign-in.service';
import { DEVELOPMENT_STAFF_MFA } from '../src/staff-auth/staff-mfa-config';
import { ENROLMENT_SESSION_MS } from '../src/staff-auth/staff-sessions.service';
import { codeAt, stepAt } from '../src/staff-auth/totp';
import { User } from '../src/staff-auth/user.entity';
import { OWN_SECOND_FACTOR_MESSAGE } from '../src/users/users.service';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';
import {
  ensureStaffUser,
  sessionCookieOf,
  signInAs,
  TEST_STAFF_PASSWORD,
  TEST_TOTP_SECRET,
} from './support/staff-session';

const SESSION = '/api/staff/session';
const ENROLMENT = '/api/staff/enrolment';

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

/** Decision 049: a second factor for staff, on both databases. Nothing here forgets a used step (signInAs does). */
describe(`Staff second factor (${driverName})`, () => {
  let t: TestApp;
  let now: number;
  let address = 0;
  let clientAddress: string;

  const signIn = (username: string, code?: string, password = TEST_STAFF_PASSWORD) =>
    fromSite(t.http)
      .post(SESSION)
      .set('X-Forwarded-For', clientAddress)
      .send({ username, password, ...(code === undefined ? {} : { code }) });
  const codeFor = (steps = 0, secret = TEST_TOTP_SECRET) => codeAt(secret, stepAt(now) + steps);
  const later = (ms: number) => {
    now += ms;
  };
  const userRow = (username: string) => t.dataSource.getRepository(User).findOneByOrFail({ username });
  const auditAfter = async (action: string, entityId: number) => {
    const rows: { after: string | null }[] = await t.dataSource.query(
      `SELECT ${driverName === 'mysql' ? '`after`' : '"after"'} AS after FROM audit_log WHERE action = ? AND entityId = ? ORDER BY id DESC`,
      [action, String(entityId)],
    );
    return rows.map(({ after }) => (after ? JSON.parse(after) : null));
  };

  /** Signs in with the password alone as an account that must enrol, and answers the enrolment cookie. */
  const startEnrolment = async (username: string) => {
    const response = await signIn(username).expect(200);
    expect(response.body).toEqual({
      enrolmentRequired: true,
      username,
      expiresAt: new Date(now + ENROLMENT_SESSION_MS).toISOString(),
    });
    return sessionCookieOf(response.headers['set-cookie']);
  };
  const enrol = async (username: string) => {
    const cookie = await startEnrolment(username);
    const offered = await fromSite(t.http).post(ENROLMENT).set('Cookie', cookie).send({}).expect(200);
    const secret = offered.body.secret as string;
    const confirmed = await fromSite(t.http)
      .post(`${ENROLMENT}/confirm`)
      .set('Cookie', cookie)
      .send({ code: codeAt(secret, stepAt(now)) })
      .expect(200);
    return {
      secret,
      enrolmentCookie: cookie,
      cookie: sessionCookieOf(confirmed.headers['set-cookie']),
      recoveryCodes: confirmed.body.recoveryCodes as string[],
      body: confirmed.body,
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });

  beforeEach(() => {
    now = Date.UTC(2026, 10, 27, 9, 0, 10);
    clientAddress = `198.51.100.${++address}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses the password alone for an enrolled admin: 401 asking for the code, no cookie, not a failure', async () => {
    await ensureStaffUser(t, 'admin', 'enrolled-admin');
    const response = await signIn('enrolled-admin').expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: CODE_REQUIRED,
      reason: 'code-required',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await userRow('enrolled-admin')).failedSignIns).toBe(0);
    // A wrong password with a right code is still a wrong password, told apart from nothing.
    expect((await signIn('enrolled-admin', codeFor(), 'not the password at all').expect(401)).body.message).toBe(
      SIGN_IN_REFUSED,
    );
    const signedIn = await signIn('enrolled-admin', codeFor()).expect(200);
    expect(signedIn.body.user).toMatchObject({ username: 'enrolled-admin', secondFactor: true });
    const user = await userRow('enrolled-admin');
    expect(await auditAfter('sign-in', user.id)).toEqual([{ with: 'authenticator' }]);
  });

  it('refuses a replayed code in the same window, and a wrong one, each counted as a failure', async () => {
    const user = await ensureStaffUser(t, 'admin', 'replay-admin');
    const code = codeFor();
    await signIn('replay-admin', code).expect(200);
    later(5_000);
    const replayed = await signIn('replay-admin', code).expect(401);
    expect(replayed.body).toMatchObject({ message: CODE_REFUSED, reason: 'code-refused' });
    const wrongCode = String((Number(codeFor()) + 1) % 1_000_000).padStart(6, '0');
    await signIn('replay-admin', wrongCode).expect(401);
    await signIn('replay-admin', 'not-a-code').expect(401);
    expect((await userRow('replay-admin')).failedSignIns).toBe(3);
    expect(await auditAfter('sign-in-refused', user.id)).toEqual([
      { username: 'replay-admin', reason: 'wrong-code' },
      { username: 'replay-admin', reason: 'wrong-code' },
      { username: 'replay-admin', reason: 'wrong-code' },
    ]);
    // The next step's code works once the clock reaches it, and resets the count.
    later(30_000);
    await signIn('replay-admin', codeFor()).expect(200);
    expect((await userRow('replay-admin')).failedSignIns).toBe(0);
  });

  it('accepts a code one step either side of now, and refuses one two steps away', async () => {
    await ensureStaffUser(t, 'admin', 'drift-admin');
    await signIn('drift-admin', codeFor(-2)).expect(401);
    await signIn('drift-admin', codeFor(2)).expect(401);
    await signIn('drift-admin', codeFor(-1)).expect(200);
    await signIn('drift-admin', codeFor(1)).expect(200);
    // Step +1 was used: the current step's code is now older than the last one used.
    await signIn('drift-admin', codeFor(0)).expect(401);
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    await ensureStaffUser(t, 'admin', 'race-admin');
    const code = codeFor();
    const answers = await Promise.all([signIn('race-admin', code), signIn('race-admin', code)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 401]);
    expect(await countRows(t.dataSource, 'staff_sessions', 'userId = ?', [(await userRow('race-admin')).id])).toBe(1);
  });

  it('counts wrong codes toward the lockout: the fifth locks the account even against the right code', async () => {
    const user = await ensureStaffUser(t, 'admin', 'lockout-admin');
    for (let attempt = 0; attempt < 5; attempt++) await signIn('lockout-admin', '000000').expect(401);
    const locked = await userRow('lockout-admin');
    expect(locked.lockedUntil?.getTime()).toBeGreaterThanOrEqual(now + LOCKOUT_MS - 1_000);
    expect((await signIn('lockout-admin', codeFor()).expect(401)).body.message).toBe(SIGN_IN_REFUSED);
    expect((await auditAfter('sign-in-refused', user.id))[1]).toEqual({
      username: 'lockout-admin',
      reason: 'wrong-code',
      lockedForMinutes: 15,
    });
  });

  it('takes an admin without an authenticator to enrolment, and that session opens nothing else', async () => {
    await ensureStaffUser(t, 'admin', 'new-admin', { secondFactor: false });
    const cookie = await startEnrolment('new-admin');
    await fromSite(t.http).get(SESSION).set('Cookie', cookie).expect(401);
    const document = (await fromSite(t.http).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const others = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/staff/') && !path.startsWith(ENROLMENT))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '1') })),
      )
      // Signing in, and signing out, which ends an enrolment session too (decision 063).
      .filter(({ method, path }) => !((method === 'post' || method === 'delete') && path === SESSION));
    expect(others.length).toBeGreaterThan(20);
    for (const { method, path } of others) {
      const call = fromSite(t.http)[method as 'get' | 'post' | 'patch' | 'delete'](path).set('Cookie', cookie);
      const response = await (method === 'get' ? call : call.send({}));
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 401`);
    }
    // Nor does a full session open the enrolment endpoints.
    const { cookie: full } = await signInAs(t, 'admin');
    await fromSite(t.http).post(ENROLMENT).set('Cookie', full).send({}).expect(401);
    // And the enrolment session ends after 10 minutes.
    later(ENROLMENT_SESSION_MS);
    await fromSite(t.http).post(ENROLMENT).set('Cookie', cookie).send({}).expect(401);
  });

  it('enrols: the same secret until confirmed, a wrong code refused by field, then 10 recovery codes and a session', async () => {
    const user = await ensureStaffUser(t, 'admin', 'enrolling-admin', { secondFactor: false });
    const cookie = await startEnrolment('enrolling-admin');
    const first = await fromSite(t.http).post(ENROLMENT).set('Cookie', cookie).send({}).expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/.*enrolling-admin\?.*secret=[A-Z2-7]{32}/),
      issuer: 'From Sun to Sanctuary staff',
      account: 'enrolling-admin',
    });
    const secret = first.body.secret as string;
    const again = await fromSite(t.http).post(ENROLMENT).set('Cookie', cookie).send({}).expect(200);
    expect(again.body.secret).toBe(secret);

    const wrong = await fromSite(t.http)
      .post(`${ENROLMENT}/confirm`)
      .set('Cookie', cookie)
      .send({ code: codeAt(secret, stepAt(now) + 3) })
      .expect(400);
    expect(wrong.body.fieldErrors).toEqual({ code: [ENROLMENT_CODE_REFUSED] });
    await fromSite(t.http).post(`${ENROLMENT}/confirm`).set('Cookie', cookie).send({}).expect(400);

    const confirmed = await fromSite(t.http)
      .post(`${ENROLMENT}/confirm`)
      .set('Cookie', cookie)
      .send({ code: codeAt(secret, stepAt(now)) })
      .expect(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(STAFF_RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(confirmed.body.session.user).toMatchObject({ username: 'enrolling-admin', secondFactor: true });
    const full = sessionCookieOf(confirmed.headers['set-cookie']);
    await fromSite(t.http).get(SESSION).set('Cookie', full).expect(200);
    await fromSite(t.http).post(ENROLMENT).set('Cookie', cookie).send({}).expect(401);

    // Never shown again: a new enrolment session cannot get the secret back.
    expect((await signIn('enrolling-admin').expect(401)).body.reason).toBe('code-required');
    // The code used to confirm counts as used.
    await signIn('enrolling-admin', codeAt(secret, stepAt(now))).expect(401);
    later(30_000);
    await signIn('enrolling-admin', codeAt(secret, stepAt(now))).expect(200);
    expect(await auditAfter('user.second-factor-enrolled', user.id)).toEqual([
      { secondFactor: true, recoveryCodes: STAFF_RECOVERY_CODE_COUNT },
    ]);
  });

  it('keeps secrets sealed and recovery codes hashed: the raw rows hold neither', async () => {
    const { secret, recoveryCodes } = await enrol(
      (await ensureStaffUser(t, 'admin', 'sealed-admin', { secondFactor: false })).username,
    );
    const { id } = await userRow('sealed-admin');
    const [row] = await t.dataSource.query('SELECT * FROM users WHERE id = ?', [id]);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain(secret.toLowerCase());
    expect(row.totpSecret).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const codes = JSON.stringify(await t.dataSource.query('SELECT * FROM staff_recovery_codes WHERE userId = ?', [id]));
    for (const code of recoveryCodes) {
      expect(codes).not.toContain(code);
      expect(codes).not.toContain(code.replace(/-/g, ''));
    }
    // The seal is bound to the account: the same ciphertext on another row does not open.
    const other = await ensureStaffUser(t, 'admin', 'copied-admin', { secondFactor: false });
    await t.dataSource.getRepository(User).update({ id: other.id }, { totpSecret: row.totpSecret });
    await signIn('copied-admin', codeAt(secret, stepAt(now) + 1)).expect(500);
  });

  it('takes each recovery code once, in place of the authenticator code', async () => {
    const { recoveryCodes } = await enrol(
      (await ensureStaffUser(t, 'admin', 'recovering-admin', { secondFactor: false })).username,
    );
    const [first, second] = recoveryCodes as [string, string];
    const user = await userRow('recovering-admin');
    await signIn('recovering-admin', first.toUpperCase()).expect(200);
    expect((await signIn('recovering-admin', first).expect(401)).body.reason).toBe('code-refused');
    await signIn('recovering-admin', ` ${second.replace(/-/g, ' ')} `).expect(200);
    expect((await auditAfter('sign-in', user.id)).slice(0, 2)).toEqual([
      { with: 'recovery-code', recoveryCodesLeft: STAFF_RECOVERY_CODE_COUNT - 2 },
      { with: 'recovery-code', recoveryCodesLeft: STAFF_RECOVERY_CODE_COUNT - 1 },
    ]);
  });

  it("lets an admin reset another person's authenticator with a note, audited, ending their sessions", async () => {
    const resetter = await signInAs(t, 'admin', 'resetting-admin');
    const { cookie: theirs } = await enrol(
      (await ensureStaffUser(t, 'admin', 'lost-phone', { secondFactor: false })).username,
    );
    const target = await userRow('lost-phone');
    const reset = (id: number, body: object, cookie = resetter.cookie) =>
      fromSite(t.http).post(`/api/staff/users/${id}/second-factor/reset`).set('Cookie', cookie).send(body);

    expect((await reset(target.id, {}).expect(400)).body.fieldErrors).toHaveProperty('note');
    expect((await reset(target.id, { note: 'x'.repeat(501) }).expect(400)).body.fieldErrors).toHaveProperty('note');
    expect((await reset(resetter.user.id, { note: 'Mine' }).expect(409)).body.message).toBe(OWN_SECOND_FACTOR_MESSAGE);
    await reset(999_999, { note: 'Nobody' }).expect(404);
    const member = await signInAs(t, 'staff', 'not-an-admin');
    await reset(target.id, { note: 'Not mine to do' }, member.cookie).expect(403);

    await reset(target.id, { note: '  Lost phone; checked in person  ' }).expect(204);
    await fromSite(t.http).get(SESSION).set('Cookie', theirs).expect(401);
    expect(await countRows(t.dataSource, 'staff_recovery_codes', 'userId = ?', [target.id])).toBe(0);
    const audit = await fromSite(t.http)
      .get(`/api/staff/audit?entityType=user&pageSize=1`)
      .set('Cookie', resetter.cookie)
      .expect(200);
    expect(audit.body.items[0]).toMatchObject({
      actor: { id: resetter.user.id, username: 'resetting-admin' },
      action: 'user.second-factor-reset',
      entityId: String(target.id),
      before: { secondFactor: true },
      after: { secondFactor: false, note: 'Lost phone; checked in person', sessionsEnded: true },
    });
    const listed = await fromSite(t.http).get('/api/staff/users?q=lost-phone').set('Cookie', resetter.cookie);
    expect(listed.body.items[0]).toMatchObject({ username: 'lost-phone', secondFactor: false });
    await reset(target.id, { note: 'Again' }).expect(409);
    // Their next sign-in sets up a new one.
    await startEnrolment('lost-phone');
  });

  it('asks the first admin from STAFF_ADMIN_* to enrol at first sign-in when no STAFF_ADMIN_TOTP_SECRET is given', async () => {
    const staffAdmin = { username: 'fresh-admin', password: 'solar panels on the school roof' };
    const fresh = await startTestApp({ staffAdmin });
    try {
      const answer = await fromSite(fresh.http).post(SESSION).send(staffAdmin).expect(200);
      expect(answer.body).toMatchObject({ enrolmentRequired: true, username: 'fresh-admin' });
      const cookie = sessionCookieOf(answer.headers['set-cookie']);
      await fromSite(fresh.http).get('/api/staff/users').set('Cookie', cookie).expect(401);
      await fromSite(fresh.http).post(ENROLMENT).set('Cookie', cookie).send({}).expect(200);
    } finally {
      await fresh.close();
    }
  });

  it('follows STAFF_MFA: all asks staff to enrol too; off asks nobody, but an enrolled account still needs its code', async () => {
    const all = await startTestApp({ staffMfa: { ...DEVELOPMENT_STAFF_MFA, policy: 'all' } });
    const off = await startTestApp({ staffMfa: { ...DEVELOPMENT_STAFF_MFA, policy: 'off' } });
    try {
      await ensureStaffUser(all, 'staff', 'volunteer-lead', { secondFactor: false });
      const asked = await fromSite(all.http)
        .post(SESSION)
        .send({ username: 'volunteer-lead', password: TEST_STAFF_PASSWORD })
        .expect(200);
      expect(asked.body.enrolmentRequired).toBe(true);

      await ensureStaffUser(off, 'admin', 'unenrolled', { secondFactor: false });
      const plain = await fromSite(off.http)
        .post(SESSION)
        .send({ username: 'unenrolled', password: TEST_STAFF_PASSWORD })
        .expect(200);
      expect(plain.body.user).toMatchObject({ username: 'unenrolled', secondFactor: false });
      await ensureStaffUser(off, 'admin', 'enrolled');
      await fromSite(off.http).post(SESSION).send({ username: 'enrolled', password: TEST_STAFF_PASSWORD }).expect(401);
    } finally {
      await all.close();
      await off.close();
    }
  });
});

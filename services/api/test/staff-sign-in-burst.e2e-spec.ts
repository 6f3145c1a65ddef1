import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../src/app/create-app';
import { StaffRecoveryCode } from '../src/staff-auth/recovery-code.entity';
import { ADDRESS_FAILURE_LIMIT } from '../src/staff-auth/address-failures.service';
import { hashRecoveryCode, newRecoveryCodes } from '../src/staff-auth/recovery-codes';
import { MAX_FAILED_SIGN_INS } from '../src/staff-auth/sign-in.service';
import { DEVELOPMENT_STAFF_MFA } from '../src/staff-auth/staff-mfa-config';
import { User } from '../src/staff-auth/user.entity';
import { driverName, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';
import { ensureStaffUser, TEST_STAFF_PASSWORD, totpCode } from './support/staff-session';

const SESSION = '/api/staff/session';
const BURST = 100;

type Attempt = { username: string; password: string; code?: string };
type BurstResult = {
  signedIn: number;
  refused: number;
  limited: number;
  other: number[];
  evaluated: number;
  ms: number;
};

let burstNumber = 0;

/**
 * 100 wrong attempts and the right one in the middle, all sent at once, each from its own address (as through a
 * proxy that forwards it), spread over `servers` (one or two replicas). Answers what came back, and how many attempts
 * the API judged (the audit log's refusals that name a wrong password or code).
 */
async function burst(
  servers: App[],
  dataSource: DataSource,
  right: Attempt,
  wrong: (index: number) => Attempt,
): Promise<BurstResult> {
  const block = ++burstNumber;
  const attempts = Array.from({ length: BURST + 1 }, (_, index) =>
    index === BURST / 2 ? right : wrong(index > BURST / 2 ? index - 1 : index),
  );
  const started = performance.now();
  const answers = await Promise.all(
    attempts.map((attempt, index) =>
      request(servers[index % servers.length] as App)
        .post(SESSION)
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', `10.${block}.${index >> 8}.${(index & 255) + 1}`)
        .send(attempt),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const user = await dataSource.getRepository(User).findOneByOrFail({ username: right.username });
  const rows: { after: string | null }[] = await dataSource.query(
    `SELECT ${driverName === 'mysql' ? '`after`' : '"after"'} AS after FROM audit_log WHERE action = 'sign-in-refused' AND entityId = ?`,
    [String(user.id)],
  );
  const evaluated = rows.filter(({ after }) => /"reason":"wrong-(password|code)"/.test(after ?? '')).length;
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  const other = answers.filter(({ status }) => ![200, 401, 429].includes(status)).map(({ status }) => status);
  const result = { signedIn: count(200), refused: count(401), limited: count(429), other, evaluated, ms };
  process.stdout.write(`[burst ${driverName}, ${servers.length} API] ${right.username}: ${JSON.stringify(result)}\n`);
  return result;
}

/** Decision 063: each attempt takes its slot before it is judged, so a burst gets the budget and no more. */
function burstSuite(servers: () => App[], dataSource: () => DataSource, prefix: string) {
  const wrongPassword = (username: string) => (index: number) => ({ username, password: `not it, guess ${index}` });

  it('refuses the right password sent among 100 wrong ones at once', async () => {
    const username = `${prefix}-password`;
    await ensureStaffUser(await fakeApp(dataSource()), 'staff', username);
    const result = await burst(
      servers(),
      dataSource(),
      { username, password: TEST_STAFF_PASSWORD },
      wrongPassword(username),
    );
    expect(result).toMatchObject({ signedIn: 0, refused: BURST + 1, other: [] });
    expect(result.evaluated).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
  });

  it('refuses the right code sent among 100 wrong codes with the right password', async () => {
    const username = `${prefix}-code`;
    const t = await fakeApp(dataSource());
    await ensureStaffUser(t, 'admin', username);
    const right = totpCode(t);
    const wrong = (index: number) => ({
      username,
      password: TEST_STAFF_PASSWORD,
      code: String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'),
    });
    const result = await burst(
      servers(),
      dataSource(),
      { username, password: TEST_STAFF_PASSWORD, code: right },
      wrong,
    );
    expect(result).toMatchObject({ signedIn: 0, refused: BURST + 1, other: [] });
    expect(result.evaluated).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
  });

  it('refuses a right recovery code sent among 100 wrong ones with the right password', async () => {
    const username = `${prefix}-recovery`;
    const user = await ensureStaffUser(await fakeApp(dataSource()), 'admin', username);
    const [kept] = newRecoveryCodes();
    await dataSource()
      .getRepository(StaffRecoveryCode)
      .insert({ userId: user.id, codeHash: hashRecoveryCode(kept as string), usedAt: null });
    const guesses = newRecoveryCodes().concat(...Array.from({ length: 10 }, () => newRecoveryCodes()));
    const wrong = (index: number) => ({ username, password: TEST_STAFF_PASSWORD, code: guesses[index] as string });
    const result = await burst(
      servers(),
      dataSource(),
      { username, password: TEST_STAFF_PASSWORD, code: kept as string },
      wrong,
    );
    expect(result).toMatchObject({ signedIn: 0, refused: BURST + 1, other: [] });
    expect(result.evaluated).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
  });
}

/** ensureStaffUser needs a TestApp only for its hasher, the data source and the clock. */
let helperApp: TestApp | undefined;
async function fakeApp(dataSource: DataSource): Promise<TestApp> {
  if (!helperApp) throw new Error('No app started');
  return { ...helperApp, dataSource };
}

describe(`Staff sign-in under a burst (${driverName})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // STAFF_MFA=admins here, so the password burst signs a staff member straight in when it gets through.
    t = await startTestApp({ staffMfa: { ...DEVELOPMENT_STAFF_MFA, policy: 'admins' } });
    helperApp = t;
  });

  afterAll(async () => {
    helperApp = undefined;
    await t?.close();
  });

  it('judges no more than 10 attempts from one address sent at once: the rest get 429', async () => {
    await ensureStaffUser(t, 'staff', 'one-address');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        request(t.http)
          .post(SESSION)
          .set('Origin', SITE_ORIGIN)
          .set('X-Forwarded-For', '192.0.2.77')
          .send({ username: `nobody-${index}`, password: `not it, guess ${index}` }),
      ),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ADDRESS_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ADDRESS_FAILURE_LIMIT);
    expect(answers.find(({ status }) => status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
  });

  burstSuite(
    () => [t.http],
    () => t.dataSource,
    'one',
  );
});

/** MySQL only: SQLite belongs to one process (decision 002). */
(testDriver === 'mysql' ? describe : describe.skip)('Staff sign-in under a burst across two replicas (mysql)', () => {
  let database: TestDatabase;
  let apps: INestApplication[] = [];
  let servers: App[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = {
      ...database.config,
      shellOrigin: SITE_ORIGIN,
      staffMfa: { ...DEVELOPMENT_STAFF_MFA, policy: 'admins' as const },
    };
    apps = await Promise.all([1, 2].map(() => createApp(config, { logger: false })));
    await Promise.all(apps.map((app) => initApp(app)));
    servers = apps.map((app) => app.getHttpServer() as App);
    const first = apps[0] as INestApplication;
    helperApp = {
      database,
      app: first,
      http: servers[0] as App,
      dataSource: first.get(DataSource),
      close: async () => undefined,
    };
  });

  afterAll(async () => {
    helperApp = undefined;
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  burstSuite(
    () => servers,
    () => (apps[0] as INestApplication).get(DataSource),
    'two',
  );
});

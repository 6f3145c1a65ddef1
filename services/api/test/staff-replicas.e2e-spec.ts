import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../src/app/create-app';
import { SIGN_IN_REFUSED } from '../src/staff-auth/sign-in.service';
import { SITE_ORIGIN } from './test-app';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';
import { codeAt, stepAt } from '../src/staff-auth/totp';
import { sessionCookieOf, TEST_TOTP_SECRET } from './support/staff-session';

const staffAdmin = {
  username: 'charity-admin',
  password: 'solar panels on the school roof',
  totpSecret: TEST_TOTP_SECRET,
};
const codeNow = () => codeAt(TEST_TOTP_SECRET, stepAt(Date.now()));

/** MySQL only: SQLite belongs to one process (decision 002), so only a MySQL database has replicas to share sessions. */
(testDriver === 'mysql' ? describe : describe.skip)('Staff sessions across replicas (mysql)', () => {
  let database: TestDatabase;
  let apps: INestApplication[] = [];
  let servers: [App, App];

  const signIn = (server: App, password: string, code = codeNow()) =>
    request(server)
      .post('/api/staff/session')
      .set('Origin', SITE_ORIGIN)
      .send({ username: staffAdmin.username, password, code });

  beforeAll(async () => {
    database = await createTestDatabase();
    // Both start at once with the same first admin: exactly one account results.
    apps = await Promise.all(
      [1, 2].map(() => createApp({ ...database.config, shellOrigin: SITE_ORIGIN, staffAdmin }, { logger: false })),
    );
    await Promise.all(apps.map((app) => initApp(app)));
    servers = apps.map((app) => app.getHttpServer()) as [App, App];
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  it('create the first admin once, and share sessions: signed in on one, known on the other, signed out everywhere', async () => {
    const [users] = (await apps[0]?.get(DataSource).query('SELECT COUNT(*) AS count FROM users')) as {
      count: number | string;
    }[];
    expect(Number(users?.count)).toBe(1);
    const [first, second] = servers;
    const code = codeNow();
    const cookie = sessionCookieOf((await signIn(first, staffAdmin.password, code).expect(200)).headers['set-cookie']);
    // The code that signed in on one replica is spent on the other too (decision 049).
    expect((await signIn(second, staffAdmin.password, code).expect(401)).body.reason).toBe('code-refused');
    await request(second).get('/api/staff/session').set('Cookie', cookie).expect(200);
    await request(second).delete('/api/staff/session').set('Origin', SITE_ORIGIN).set('Cookie', cookie).expect(204);
    await request(first).get('/api/staff/session').set('Cookie', cookie).expect(401);
  });

  it('count wrong passwords across replicas, so the lockout holds on both', async () => {
    const [first, second] = servers;
    for (let attempt = 0; attempt < 5; attempt++)
      await signIn(attempt % 2 ? second : first, `wrong password ${attempt} here`).expect(401);
    expect((await signIn(first, staffAdmin.password).expect(401)).body.message).toBe(SIGN_IN_REFUSED);
    expect((await signIn(second, staffAdmin.password).expect(401)).body.message).toBe(SIGN_IN_REFUSED);
  });
});

import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { runBuiltApi, startBuiltApi, type ApiProcess } from './support/api-process';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestDatabase, type TestDatabase } from './test-database';
import { driverName } from './test-app';

const RECIPIENT = 'private.person@example.org';
const SECRET = 'process-test-unsubscribe-secret-0123456789';

/** One statement on the test database from outside the API, as another replica or an operator would. */
async function query<T>(database: TestDatabase, sql: string, values: unknown[] = []): Promise<T[]> {
  if (database.driver === 'mysql') {
    const connection = await createConnection({
      uri: (database.config.databaseUrl as string).replace(/^mariadb:/, 'mysql:'),
    });
    const [rows] = await connection.query(sql, values);
    await connection.end();
    return Array.isArray(rows) ? (rows as T[]) : [];
  }
  const db = new Database(database.sqlitePath, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const statement = db.prepare(sql);
    return statement.reader ? (statement.all(...values) as T[]) : (statement.run(...values), []);
  } finally {
    db.close();
  }
}

const insertDueEmail = (database: TestDatabase) =>
  query(
    database,
    'INSERT INTO outbox_emails (dedupeKey, template, recipient, payload, status, attempts, nextAttemptAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      `process:1|volunteer-acknowledgement|${RECIPIENT}`,
      'volunteer-acknowledgement',
      RECIPIENT,
      JSON.stringify({ firstName: 'Bilal' }),
      'pending',
      0,
      Date.now(),
    ],
  );

const databaseEnv = (database: TestDatabase): Record<string, string> =>
  database.driver === 'mysql'
    ? { DATABASE_URL: database.config.databaseUrl as string }
    : { SQLITE_PATH: database.sqlitePath };

describe(`The built API's email (${driverName})`, () => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await new SmtpCatcher().start();
  });

  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
    await smtp?.stop();
    await database?.drop();
  });

  it('refuses to start in production without SMTP_URL or MAIL_MODE=off, and without UNSUBSCRIBE_SECRET, never echoing the URL', async () => {
    const refused = runBuiltApi({ ...databaseEnv(database), MAIL_MODE: '', UNSUBSCRIBE_SECRET: '' });
    expect((await refused.exited).code).toBe(1);
    expect(refused.stderr()).toMatch(/SMTP_URL is required in production/);
    expect(refused.stderr()).toMatch(/UNSUBSCRIBE_SECRET is required in production/);

    const badUrl = runBuiltApi({
      ...databaseEnv(database),
      SMTP_URL: 'https://mailer:hunter2-secret@relay.example.org',
    });
    expect((await badUrl.exited).code).toBe(1);
    expect(badUrl.stderr()).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(badUrl.stderr() + badUrl.stdout()).not.toContain('hunter2');
  });

  it('keeps an email a relay refused across a restart, and sends it; logs name the row and template, never the address or credentials', async () => {
    const env = { ...databaseEnv(database), MAIL_MODE: '', UNSUBSCRIBE_SECRET: SECRET, MAIL_POLL_INTERVAL_MS: '50' };
    // The catcher offers no login, so a relay URL with credentials is refused (535): a failed attempt.
    api = await startBuiltApi({ ...env, SMTP_URL: smtp.url.replace('smtp://', 'smtp://mailer:hunter2-secret@') });
    await api.waitForLog((line) => String(line['message']).startsWith('sending email through smtp://127.0.0.1:'));
    await insertDueEmail(database);
    expect(await api.waitForLog((line) => line['outcome'] === 'retry')).toMatchObject({
      template: 'volunteer-acknowledgement',
      attempts: 1,
      errorCode: 'EAUTH',
    });
    api.child.kill('SIGTERM');
    expect((await api.exited).code).toBe(0);
    const [refused] = await query<{ status: string; attempts: number; lastError: string }>(
      database,
      'SELECT status, attempts, lastError FROM outbox_emails',
    );
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused?.lastError).toMatch(/535/);
    expect(refused?.lastError).not.toContain('hunter2');
    const firstRun = api.stdout() + api.stderr();

    // Restarted with the right relay, and the backoff over: sent once.
    await query(database, 'UPDATE outbox_emails SET nextAttemptAt = ?', [Date.now()]);
    api = await startBuiltApi({ ...env, SMTP_URL: smtp.url });
    expect(await api.waitForLog((line) => line['outcome'] === 'sent')).toMatchObject({
      outboxId: expect.any(Number),
      template: 'volunteer-acknowledgement',
      attempts: 2,
    });
    const [email] = await smtp.waitFor(1);
    expect(email?.envelopeTo).toEqual([RECIPIENT]);
    api.child.kill('SIGTERM');
    expect((await api.exited).code).toBe(0);
    expect(smtp.emails).toHaveLength(1);

    const output = firstRun + api.stdout() + api.stderr();
    expect(output).not.toContain(RECIPIENT);
    expect(output).not.toContain('hunter2');
    expect(output).toMatch(/STAFF_INBOX_EMAIL is not set/);
  }, 40_000);
});

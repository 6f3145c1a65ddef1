import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { startBuiltApi } from './support/api-process';
import { SHELL_ORIGIN } from './support/site-requests';
import { integrityCheck, sqliteRows } from './support/sqlite-reader';
import { type Acknowledged, streamWrites } from './support/write-stream';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

const ROUNDS = 10;
const CLIENTS = 8;
/** Writes acknowledged in a round before the kill, so it lands in the middle of a steady stream. */
const WRITES_BEFORE_KILL = 40;

type Stored = { contacts: Set<string>; subscribers: Set<string> };

async function storedRows(database: TestDatabase): Promise<Stored> {
  if (database.driver === 'mysql') {
    const connection = await createConnection({
      uri: (database.config.databaseUrl as string).replace(/^mariadb:/, 'mysql:'),
    });
    try {
      const [contacts] = await connection.query('SELECT email FROM contact_messages');
      const [subscribers] = await connection.query('SELECT email FROM newsletter_sign_up_requests');
      const emails = (rows: unknown) => new Set((rows as { email: string }[]).map((row) => row.email));
      return { contacts: emails(contacts), subscribers: emails(subscribers) };
    } finally {
      await connection.end();
    }
  }
  const emails = (table: string) =>
    new Set(sqliteRows<{ email: string }>(database.sqlitePath, `SELECT email FROM ${table}`).map((row) => row.email));
  return { contacts: emails('contact_messages'), subscribers: emails('newsletter_sign_up_requests') };
}

const missing = (acknowledged: string[], stored: Set<string>) => acknowledged.filter((email) => !stored.has(email));

/**
 * The built API under a stream of form posts from concurrent clients is killed with SIGKILL (no shutdown, no
 * flush) mid-stream, again and again. Every write it answered 201 must be in the database when it is down,
 * the embedded file must pass SQLite's integrity check, and the API must start again on it each time.
 */
describe(`Crash safety of the built API (${testDriver})`, () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'solar-crash-'));
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write through ${ROUNDS} kill -9s in the middle of ${CLIENTS} clients' posts`, async () => {
    const env = {
      ...(database.config.databaseUrl
        ? { DATABASE_URL: database.config.databaseUrl }
        : { SQLITE_PATH: database.sqlitePath }),
      SHELL_ORIGIN,
      RATE_LIMIT_PER_MINUTE: '100000',
      APP_VERSION: 'crash-test',
    };
    const everAcknowledged: Acknowledged = { contacts: [], subscribers: [] };

    for (let round = 1; round <= ROUNDS; round++) {
      const api = await startBuiltApi(env);
      const stream = streamWrites(api.port, `crash-r${round}`, CLIENTS);
      await stream.reached(WRITES_BEFORE_KILL);
      api.child.kill('SIGKILL');
      expect(await api.exited).toEqual({ code: null, signal: 'SIGKILL' });
      await stream.ended;

      expect(stream.unexpected).toEqual([]);
      expect(stream.count()).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);
      everAcknowledged.contacts.push(...stream.acknowledged.contacts);
      everAcknowledged.subscribers.push(...stream.acknowledged.subscribers);
      if (database.driver === 'sqlite')
        expect({ round, integrity: integrityCheck(database.sqlitePath) }).toEqual({ round, integrity: ['ok'] });
      const stored = await storedRows(database);
      expect({
        round,
        missingContacts: missing(everAcknowledged.contacts, stored.contacts),
        missingSubscribers: missing(everAcknowledged.subscribers, stored.subscribers),
      }).toEqual({
        round,
        missingContacts: [],
        missingSubscribers: [],
      });
    }
  }, 180_000);
});

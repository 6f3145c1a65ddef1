import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../src/database/migrations';
import { openDatabase } from '../src/database/open-data-source';
import { entities } from '../src/app/entities';
import { freePort, runBuiltApi, startBuiltApi } from './support/api-process';
import { contactMessage, newsletterSignUp, postFromSite, SHELL_ORIGIN } from './support/site-requests';
import { integrityCheck, sqliteRows } from './support/sqlite-reader';

const fixture = join(__dirname, 'fixtures', 'sqljs-store.sqlite');
const MiB = 1024 * 1024;

/** A sound database of more than `bytes`, written by better-sqlite3 itself. */
function bigDatabase(path: string, bytes: number): void {
  const db = new Database(path);
  db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, data BLOB)');
  const insert = db.prepare('INSERT INTO filler (data) VALUES (?)');
  db.transaction(() => {
    for (let written = 0; written <= bytes; written += 64 * 1024) insert.run(randomBytes(64 * 1024));
  })();
  db.close();
}

/** What is at `path` (a digest of its bytes), to compare before and after. */
const contentsOf = (path: string): string =>
  statSync(path).isDirectory() ? 'a directory' : createHash('sha256').update(readFileSync(path)).digest('hex');

/** The built API, without DATABASE_URL, on `sqlitePath` (nothing else from this process's environment). */
const embeddedEnv = (sqlitePath: string) => ({
  SQLITE_PATH: sqlitePath,
  SHELL_ORIGIN,
  APP_VERSION: 'embedded-store-test',
});

describe('The embedded SQLite store of the built API', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'solar-store-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the file with a write-ahead log, synchronous NORMAL and a 5 s busy timeout', async () => {
    const dataSource = await openDatabase({ sqlitePath: join(dir, 'solar.sqlite') }, entities);
    try {
      expect(await dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await dataSource.query('PRAGMA synchronous')).toEqual([{ synchronous: 1 }]);
      expect(await dataSource.query('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('starts a new, migrated database when the file is missing', async () => {
    const path = join(dir, 'new', 'solar.sqlite');
    const api = await startBuiltApi(embeddedEnv(path));
    try {
      const projects = (await (await fetch(`http://127.0.0.1:${api.port}/api/projects`)).json()) as unknown[];
      expect(projects).toHaveLength(4);
      expect(sqliteRows(path, 'SELECT name FROM migrations ORDER BY id').map((row) => row['name'])).toEqual(
        migrations.map((migration) => migration.name),
      );
    } finally {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    expect(readFileSync(path).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  });

  /** Each case makes the file (or whatever is at the path) and says why the API must refuse it. */
  const damaged: [string, (path: string) => void, RegExp][] = [
    ['an empty (0-byte) file', (path) => writeFileSync(path, ''), /it is empty \(0 bytes\)/],
    [
      'a database whose first 4 MiB were zeroed',
      (path) => {
        bigDatabase(path, 5 * MiB);
        const bytes = readFileSync(path);
        bytes.fill(0, 0, 4 * MiB);
        writeFileSync(path, bytes);
      },
      /it does not start with the SQLite header/,
    ],
    [
      'a truncated database',
      (path) => {
        copyFileSync(fixture, path);
        truncateSync(path, 40_000);
      },
      /SQLite cannot read it \(database disk image is malformed\)/,
    ],
    [
      'a file of random bytes',
      (path) => writeFileSync(path, randomBytes(100_000)),
      /it does not start with the SQLite header/,
    ],
    ['a directory', (path) => mkdirSync(path), /it is not a regular file/],
  ];

  it.each(damaged)(
    'refuses %s: exit 1 and one line on stderr, the file left as it was',
    async (_name, make, reason) => {
      const path = join(dir, 'solar.sqlite');
      make(path);
      const before = contentsOf(path);
      const api = runBuiltApi({ ...embeddedEnv(path), API_PORT: String(await freePort()) });

      expect(await api.exited).toEqual({ code: 1, signal: null });
      const lines = api.stderr().trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^The database file ${path} cannot be used: ${reason.source}`));
      expect(lines[0]).toContain('starts a new database only when the file does not exist');
      expect(api.stdout()).toBe('');
      expect(contentsOf(path)).toEqual(before);
    },
  );

  it('refuses a path it cannot examine (a folder on the way is a file)', async () => {
    writeFileSync(join(dir, 'not-a-folder'), 'x');
    const path = join(dir, 'not-a-folder', 'solar.sqlite');
    const api = runBuiltApi({ ...embeddedEnv(path), API_PORT: String(await freePort()) });

    expect(await api.exited).toEqual({ code: 1, signal: null });
    expect(api.stderr()).toBe(
      `The database file ${path} cannot be used: it cannot be examined (ENOTDIR). The API starts a new database only when the file does not exist: restore it from a backup, or move it away to start an empty database.\n`,
    );
  });

  it('opens a file written by the old sql.js store unchanged: keeps its rows, serves them and runs any newer migrations', async () => {
    const path = join(dir, 'solar.sqlite');
    copyFileSync(fixture, path);
    const api = await startBuiltApi(embeddedEnv(path));
    try {
      expect(
        await postFromSite(api.port, '/api/newsletter/subscribe', newsletterSignUp('reader@example.org')),
      ).toMatchObject({ status: 201, body: { status: 'confirmation-sent' } });
      expect(await postFromSite(api.port, '/api/contact', contactMessage('second@example.org'))).toMatchObject({
        status: 201,
        body: { id: 2 },
      });
      const projects = (await (await fetch(`http://127.0.0.1:${api.port}/api/projects`)).json()) as { id: number }[];
      expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4]);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }

    expect(sqliteRows(path, 'SELECT id, name, email FROM contact_messages ORDER BY id')).toEqual([
      { id: 1, name: 'Amina Yusuf', email: 'amina@example.org' },
      { id: 2, name: 'Amina Khan', email: 'second@example.org' },
    ]);
    expect(sqliteRows(path, 'SELECT email FROM newsletters')).toEqual([{ email: 'reader@example.org' }]);
    expect(sqliteRows(path, 'SELECT name FROM migrations ORDER BY id').map((row) => row['name'])).toEqual(
      migrations.map((migration) => migration.name),
    );
    expect(sqliteRows(path, 'PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(integrityCheck(path)).toEqual(['ok']);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltApi, workspaceRoot } from './support/api-process';
import { SHELL_ORIGIN } from './support/site-requests';
import { integrityCheck, sqliteRows } from './support/sqlite-reader';
import { streamWrites } from './support/write-stream';

/** `npm run db:backup -- <target>` as an operator runs it, from the workspace root beside the running API. */
function runBackup(sqlitePath: string, target: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(workspaceRoot, 'tools', 'scripts', 'backup-sqlite.mjs'), target], {
    cwd: workspaceRoot,
    env: { PATH: process.env['PATH'] ?? '', SQLITE_PATH: sqlitePath },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

describe('Online backup of the embedded store (npm run db:backup)', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'solar-backup-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the file while the API is writing: the copy passes integrity_check and holds every write acknowledged before it began', async () => {
    const sqlitePath = join(dir, 'solar.sqlite');
    const api = await startBuiltApi({
      SQLITE_PATH: sqlitePath,
      SHELL_ORIGIN,
      RATE_LIMIT_PER_MINUTE: '100000',
      APP_VERSION: 'backup-test',
    });
    const stream = streamWrites(api.port, 'backup', 8);
    try {
      for (let copy = 1; copy <= 3; copy++) {
        await stream.reached(copy * 100);
        const before = {
          contacts: [...stream.acknowledged.contacts],
          subscribers: [...stream.acknowledged.subscribers],
        };
        const target = join(dir, `backup-${copy}.sqlite`);

        const { code, output } = await runBackup(sqlitePath, target);
        expect({ code, output }).toEqual({
          code: 0,
          output: expect.stringMatching(/^Backed up .+ to .+backup-\d\.sqlite \(\d+ pages, integrity_check ok\)\.\n$/),
        });
        expect(stream.count()).toBeGreaterThan(before.contacts.length + before.subscribers.length); // the API kept writing meanwhile

        expect(integrityCheck(target)).toEqual(['ok']);
        const emails = (table: string) =>
          new Set(sqliteRows<{ email: string }>(target, `SELECT email FROM ${table}`).map((row) => row.email));
        const [contacts, subscribers] = [emails('contact_messages'), emails('newsletter_sign_up_requests')];
        expect(before.contacts.filter((email) => !contacts.has(email))).toEqual([]);
        expect(before.subscribers.filter((email) => !subscribers.has(email))).toEqual([]);
      }
      expect(stream.unexpected).toEqual([]);
    } finally {
      await stream.stop();
      api.child.kill('SIGTERM');
      await api.exited;
    }
  }, 60_000);

  it('refuses to run without a target, or without a database to copy', async () => {
    expect(await runBackup(join(dir, 'missing.sqlite'), join(dir, 'out.sqlite'))).toEqual({
      code: 1,
      output: `No database at ${join(dir, 'missing.sqlite')} (set SQLITE_PATH to the API's file).\n`,
    });
    const child = spawn(process.execPath, [join(workspaceRoot, 'tools', 'scripts', 'backup-sqlite.mjs')], {
      cwd: workspaceRoot,
    });
    expect(await new Promise((done) => child.once('exit', done))).toBe(1);
  });
});

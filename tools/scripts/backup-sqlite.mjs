// @ts-check
/**
 * `npm run db:backup -- <target file>`: a consistent copy of the API's embedded SQLite database, taken with
 * SQLite's online backup while the API keeps running and writing (decision 013). The source is the API's own
 * file: SQLITE_PATH, default data/solar.sqlite, relative to the working directory (the workspace root under
 * npm run, where `npm start` runs the API), as the API reads it.
 * The copy is written beside the target, checked with `PRAGMA integrity_check`, and only then renamed to the
 * target, so the target is either the previous file or a complete, sound backup. To restore one: stop the API,
 * delete the database's -wal and -shm files, and put the backup in the database's place.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';

/** Pages per backup step: all of them, so the copy is one read of one snapshot, never restarted by a write. */
const ALL_PAGES = 0x7fffffff;
const BUSY_TIMEOUT_MS = 5000;

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Makes the copy one self-contained file (rollback journal, so no -wal or -shm beside it; the API turns the
 * write-ahead log on again when it opens a restored copy) and returns what `PRAGMA integrity_check` finds wrong.
 * @param {string} path @returns {string[]}
 */
function settleAndCheck(path) {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    return /** @type {{ integrity_check: string }[]} */ (db.pragma('integrity_check'))
      .map((row) => row.integrity_check)
      .filter((row) => row !== 'ok');
  } finally {
    db.close();
  }
}

/** @param {string} source @param {string} target */
async function backUp(source, target) {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    const { totalPages } = await db.backup(partial, { progress: () => ALL_PAGES });
    const problems = settleAndCheck(partial);
    if (problems.length > 0)
      throw new Error(`the copy failed PRAGMA integrity_check (${problems[0]}); ${target} was not written`);
    renameSync(partial, target);
    return totalPages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]?.startsWith('-'))
  fail('Usage: npm run db:backup -- <target file>   (copies SQLITE_PATH, default data/solar.sqlite)');
const source = resolve(process.env['SQLITE_PATH']?.trim() || 'data/solar.sqlite');
// npm runs scripts from the workspace root; a relative target means the directory the command was typed in.
const target = resolve(process.env['INIT_CWD'] ?? process.cwd(), /** @type {string} */ (args[0]));
if (!existsSync(source)) fail(`No database at ${source} (set SQLITE_PATH to the API's file).`);
if (target === source) fail('The target must be another file than the database itself.');

try {
  const pages = await backUp(source, target);
  console.log(`Backed up ${source} to ${target} (${pages} pages, integrity_check ok).`);
} catch (error) {
  fail(`Backup of ${source} failed: ${error instanceof Error ? error.message : String(error)}`);
}

import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';

/** The first 16 bytes of every SQLite database file. */
export const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The embedded database file exists but cannot be used. The API refuses to start rather than open it:
 * better-sqlite3 would treat an empty file as a new database, and anything else would fail later, per request.
 */
export class UnusableDatabaseFileError extends Error {
  constructor(path: string, reason: string) {
    super(
      `The database file ${path} cannot be used: ${reason}. The API starts a new database only when the file does not exist: ` +
        'restore it from a backup, or move it away to start an empty database.',
    );
    this.name = 'UnusableDatabaseFileError';
  }
}

const errorCode = (error: unknown): string =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

function statIfPresent(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UnusableDatabaseFileError(path, `it cannot be examined (${errorCode(error)})`);
  }
}

function readHeader(path: string): Buffer {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    readSync(fd, header, 0, header.length, 0);
    return header;
  } catch (error) {
    throw new UnusableDatabaseFileError(path, `it cannot be read (${errorCode(error)})`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** SQLite's own structural check (after it has replayed any write-ahead log left by a crash). */
function quickCheck(path: string): void {
  let problems: string[];
  try {
    const db = new Database(path, { fileMustExist: true });
    try {
      problems = (db.pragma('quick_check', { simple: false }) as { quick_check: string }[])
        .map((row) => row.quick_check)
        .filter((row) => row !== 'ok');
    } finally {
      db.close();
    }
  } catch (error) {
    throw new UnusableDatabaseFileError(
      path,
      `SQLite cannot read it (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (problems.length > 0) {
    throw new UnusableDatabaseFileError(
      path,
      `SQLite's quick_check found ${problems.length} problem(s), the first: ${problems[0]}`,
    );
  }
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A new, empty database in WAL mode, built beside `path` and renamed into place, so a crash while creating it
 * never leaves a 0-byte file (which the next start would rightly refuse) at `path`.
 */
function createDatabase(path: string): void {
  const folder = dirname(path);
  if (existsSync(`${path}-wal`)) {
    throw new UnusableDatabaseFileError(
      path,
      `it is missing but its write-ahead log ${path}-wal is not; SQLite would replay that log into a new file`,
    );
  }
  const draft = join(folder, `.${basename(path)}.new-${process.pid}`);
  try {
    mkdirSync(folder, { recursive: true });
    const db = new Database(draft);
    db.pragma('journal_mode = WAL');
    db.close();
    fsyncPath(draft);
    renameSync(draft, path);
    fsyncPath(folder);
  } catch (error) {
    rmSync(draft, { force: true });
    throw new UnusableDatabaseFileError(path, `a new database cannot be created there (${errorCode(error)})`);
  }
}

/**
 * Makes sure `path` holds a usable SQLite database before the API opens it: a missing file becomes a new
 * database; anything else that is there must be a readable, non-empty file with SQLite's header that passes
 * `PRAGMA quick_check`, or this throws UnusableDatabaseFileError.
 */
export function ensureUsableSqliteFile(path: string): void {
  const stats = statIfPresent(path);
  if (!stats) return createDatabase(path);
  if (!stats.isFile()) throw new UnusableDatabaseFileError(path, 'it is not a regular file');
  if (stats.size === 0) throw new UnusableDatabaseFileError(path, 'it is empty (0 bytes)');
  if (!readHeader(path).equals(SQLITE_HEADER))
    throw new UnusableDatabaseFileError(path, 'it does not start with the SQLite header ("SQLite format 3")');
  quickCheck(path);
}

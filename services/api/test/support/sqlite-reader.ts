import Database from 'better-sqlite3';

/**
 * Opens the embedded database file read-only, as a second process would (the API running or not), runs
 * `read` and closes it.
 */
export function withSqliteFile<T>(path: string, read: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The rows of one query on the file. */
export function sqliteRows<T = Record<string, unknown>>(path: string, query: string, params: unknown[] = []): T[] {
  return withSqliteFile(path, (db) => db.prepare(query).all(...params) as T[]);
}

/** `PRAGMA integrity_check`'s answer: ['ok'] for a sound file, else the problems SQLite found. */
export function integrityCheck(path: string): string[] {
  return withSqliteFile(path, (db) =>
    (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check),
  );
}

import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { databaseFile, e2eDatabase, mysqlDatabaseName, mysqlServerUrl } from './e2e-env';

export type SqlValue = string | number | bigint | Buffer | null;
export type Row = Record<string, SqlValue>;

/** The rows a query returns from the test site's database: its SQLite file opened read-only, or its MySQL database. */
async function queryOnce(query: string, params: SqlValue[]): Promise<Row[]> {
  if (e2eDatabase === 'mysql') {
    const connection = await createConnection({ uri: mysqlServerUrl, database: mysqlDatabaseName });
    try {
      const [rows] = await connection.query(query, params);
      return rows as Row[];
    } finally {
      await connection.end();
    }
  }
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/**
 * Polls the test site's database until `query` returns a row, and returns it. The API commits each write
 * before it answers, so a row is there as soon as the request that wrote it has been answered; the polling
 * covers pages that report success before their request's answer has been read here.
 */
export async function waitForRow(query: string, params: SqlValue[], timeoutMs = 5_000): Promise<Row> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const [row] = await queryOnce(query, params);
      if (row) return row;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No row for ${query} [${params.join(', ')}] within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many rows match, read once. */
export async function countRows(query: string, params: SqlValue[]): Promise<number> {
  return (await queryOnce(query, params)).length;
}

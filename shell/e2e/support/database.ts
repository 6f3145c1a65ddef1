import { readFileSync } from 'node:fs';
import initSqlJs, { type SqlJsStatic, type SqlValue } from 'sql.js';
import { databaseFile } from './e2e-env';

let sql: Promise<SqlJsStatic> | undefined;

export type Row = Record<string, SqlValue>;

/** The rows a query returns from the test site's SQLite file as it is on disk now. */
async function queryOnce(query: string, params: SqlValue[]): Promise<Row[]> {
  sql ??= initSqlJs();
  const SQL = await sql;
  const db = new SQL.Database(readFileSync(databaseFile));
  try {
    const statement = db.prepare(query);
    statement.bind(params);
    const rows: Row[] = [];
    while (statement.step()) rows.push(statement.getAsObject());
    statement.free();
    return rows;
  } finally {
    db.close();
  }
}

/**
 * Polls the test site's database until `query` returns a row, and returns it. The API saves the file after
 * every statement, so a row appears shortly after the request that wrote it (a half-written file is retried).
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
      throw new Error(`No row for ${query} [${params.join(', ')}] within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many rows match, read once. */
export async function countRows(query: string, params: SqlValue[]): Promise<number> {
  return (await queryOnce(query, params)).length;
}

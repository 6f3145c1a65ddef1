import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in one database transaction. MySQL/MariaDB give each transaction its own connection; on the
 * embedded SQLite file transactions take turns on its one connection (database/serialised-sqlite.ts), so
 * `work` must use only `manager`: a query through the DataSource itself would wait for this very transaction.
 */
export function runInTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(work);
}

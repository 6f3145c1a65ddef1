import type { DataSource, EntityManager } from 'typeorm';
import { retryOnLockConflict } from './lock-conflict';

/**
 * Runs `work` in one database transaction. MySQL/MariaDB give each transaction its own connection; on the
 * embedded SQLite file transactions take turns on its one connection (database/serialised-sqlite.ts), so
 * `work` must use only `manager`: a query through the DataSource itself would wait for this very transaction.
 */
export function runInTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(work);
}

/**
 * As runInTransaction, and run again when MySQL/MariaDB rolls it back as a deadlock victim or after a lock wait
 * timeout (parallel webhook deliveries must never answer 500). `work` may therefore run more than once, so it
 * must have no effect outside `manager`.
 */
export function runRetryingTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return retryOnLockConflict(() => runInTransaction(dataSource, work));
}

import type { DataSource, EntityManager } from 'typeorm';

/** The transaction a DataSource is running for sql.js, so the next one waits for it. */
const sqljsQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in one database transaction. MySQL/MariaDB give each transaction its own connection. sql.js has
 * a single connection that TypeORM shares between all callers, and two overlapping `dataSource.transaction()`
 * calls would nest as savepoints of one another; so on sql.js (one process by design) transactions run one
 * after the other.
 */
export function runInTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'sqljs') return dataSource.transaction(work);
  const previous = sqljsQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  sqljsQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}

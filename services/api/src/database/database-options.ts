import type { Database } from 'better-sqlite3';
import type { DataSourceOptions } from 'typeorm';
import type { CoreConfig } from '../kit/core-config';
import { migrations } from './migrations';
import { QueryErrorLogger } from './query-logger';
import { QueryTimeoutSubscriber } from './query-timeout.subscriber';
import { QuerySpanSubscriber } from '../telemetry/query-span.subscriber';

/** TypeORM's driver for the embedded file. */
const EMBEDDED_SQLITE = 'better-sqlite3';
/** How long a write waits for a lock held by another process on the file (a backup, a reader) before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export type DatabaseConfig = Pick<CoreConfig, 'databaseUrl' | 'sqlitePath'> &
  Partial<Pick<CoreConfig, 'databaseConnectTimeoutMs' | 'databaseQueryTimeoutMs'>>;

/** Every stored entity: the composition root lists them (app/entities.ts), so the database layer names no feature. */
export type Entities = NonNullable<DataSourceOptions['entities']>;

/**
 * One place that picks the database: MySQL/MariaDB when DATABASE_URL is set, otherwise an embedded
 * SQLite file through better-sqlite3 (decision 013). Schema only ever comes from migrations.
 *
 * MySQL: migrations are NOT run by TypeORM on start-up (`migrationsRun: false`); runMigrationsOnce()
 * runs them first under a named lock, so replicas starting together migrate once. The pool fails fast
 * when the server is away: a connection not made within `databaseConnectTimeoutMs` is an error, and a
 * query that has had no answer within `databaseQueryTimeoutMs` is abandoned and its connection dropped
 * (mysql2 query timeout, through TypeORM's enableQueryTimeout; QueryTimeoutSubscriber). Either error is
 * answered 503.
 *
 * SQLite: a single API process owns the file, so TypeORM runs the migrations itself when the file opens.
 * Write-ahead log with `synchronous = NORMAL`: every commit is written to the log before the API answers, so
 * an acknowledged write survives a killed process; the log reaches the disk itself at checkpoints, so a power
 * cut can lose the latest writes but never corrupts the file (FULL fsyncs every commit, and roughly halved
 * the form posts per second: decision 013). Other processes (a backup, a reader) may open the file meanwhile; a writer
 * waits up to SQLITE_BUSY_TIMEOUT_MS for their locks.
 */
export function databaseOptions(config: DatabaseConfig, entities: Entities): DataSourceOptions {
  const common = {
    entities,
    migrations,
    synchronize: false,
    logging: ['error' as const],
    logger: new QueryErrorLogger(),
    subscribers: [QuerySpanSubscriber],
  };
  if (config.databaseUrl) {
    // Same wire protocol; "mariadb" only tells TypeORM how MariaDB reports column metadata.
    const type = config.databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql';
    const queryTimeout = config.databaseQueryTimeoutMs;
    return {
      ...common,
      type,
      url: config.databaseUrl,
      charset: 'utf8mb4',
      migrationsRun: false,
      connectTimeout: config.databaseConnectTimeoutMs,
      ...(queryTimeout
        ? {
            maxQueryExecutionTime: queryTimeout,
            enableQueryTimeout: true,
            subscribers: [QuerySpanSubscriber, QueryTimeoutSubscriber],
          }
        : {}),
      extra: {
        // Idle connections are closed after a minute, so a server that went away and came back leaves few
        // dead sockets in the pool; keep-alive notices a silently dropped peer.
        idleTimeout: 60_000,
        enableKeepAlive: true,
        keepAliveInitialDelay: 10_000,
      },
    };
  }
  return {
    ...common,
    type: EMBEDDED_SQLITE,
    database: config.sqlitePath,
    enableWAL: true,
    timeout: SQLITE_BUSY_TIMEOUT_MS,
    prepareDatabase: (db: Database) => {
      db.pragma('synchronous = NORMAL');
    },
    migrationsRun: true,
  };
}

export function isEmbeddedSqlite(options: DataSourceOptions): boolean {
  return options.type === EMBEDDED_SQLITE;
}

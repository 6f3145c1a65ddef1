import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { ApiConfig } from '../app/api-config';
import { entities } from './entities';
import { migrations } from './migrations';
import { QueryErrorLogger } from './query-logger';
import { QueryTimeoutSubscriber } from './query-timeout.subscriber';

export type DatabaseConfig = Pick<ApiConfig, 'databaseUrl' | 'sqlitePath'> &
  Partial<Pick<ApiConfig, 'databaseConnectTimeoutMs' | 'databaseQueryTimeoutMs'>>;

/**
 * One place that picks the database: MySQL/MariaDB when DATABASE_URL is set, otherwise an embedded
 * SQLite file (sql.js, no native build) saved after every write. Schema only ever comes from migrations.
 *
 * MySQL: migrations are NOT run by TypeORM on start-up (`migrationsRun: false`); runMigrationsOnce()
 * runs them first under a named lock, so replicas starting together migrate once. The pool fails fast
 * when the server is away: a connection not made within `databaseConnectTimeoutMs` is an error, and a
 * query that has had no answer within `databaseQueryTimeoutMs` is abandoned and its connection dropped
 * (mysql2 query timeout, through TypeORM's enableQueryTimeout; QueryTimeoutSubscriber). Either error is
 * answered 503.
 *
 * SQLite: a single process owns the file, so TypeORM runs the migrations itself when the file opens.
 */
export function databaseOptions(config: DatabaseConfig): DataSourceOptions {
  const common = { entities, migrations, synchronize: false, logging: ['error' as const], logger: new QueryErrorLogger() };
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
      ...(queryTimeout ? { maxQueryExecutionTime: queryTimeout, enableQueryTimeout: true, subscribers: [QueryTimeoutSubscriber] } : {}),
      extra: {
        // Idle connections are closed after a minute, so a server that went away and came back leaves few
        // dead sockets in the pool; keep-alive notices a silently dropped peer.
        idleTimeout: 60_000,
        enableKeepAlive: true,
        keepAliveInitialDelay: 10_000,
      },
    };
  }
  mkdirSync(dirname(config.sqlitePath), { recursive: true });
  return { ...common, type: 'sqljs', location: config.sqlitePath, autoSave: true, useLocalForage: false, migrationsRun: true };
}

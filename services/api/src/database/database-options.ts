import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { ApiConfig } from '../app/api-config';
import { entities } from './entities';
import { migrations } from './migrations';
import { QueryErrorLogger } from './query-logger';

/**
 * One place that picks the database: MySQL/MariaDB when DATABASE_URL is set, otherwise an embedded
 * SQLite file (sql.js, no native build) saved after every write. Schema only ever comes from migrations.
 */
export function databaseOptions(config: Pick<ApiConfig, 'databaseUrl' | 'sqlitePath'>): DataSourceOptions {
  const common = { entities, migrations, migrationsRun: true, synchronize: false, logging: ['error' as const], logger: new QueryErrorLogger() };
  if (config.databaseUrl) {
    // Same wire protocol; "mariadb" only tells TypeORM how MariaDB reports column metadata.
    const type = config.databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql';
    return { ...common, type, url: config.databaseUrl, charset: 'utf8mb4' };
  }
  mkdirSync(dirname(config.sqlitePath), { recursive: true });
  return { ...common, type: 'sqljs', location: config.sqlitePath, autoSave: true, useLocalForage: false };
}

import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { type DatabaseConfig, databaseOptions, type Entities, isEmbeddedSqlite } from './database-options';
import { serialiseSqliteAccess } from './serialised-sqlite';
import { ensureUsableSqliteFile } from './sqlite-file';

/** MySQL/MariaDB named lock held while one instance migrates; the others wait for it, then find nothing to do. */
export const MIGRATIONS_LOCK = 'solar_api_migrations';
/** Seconds a starting instance waits for another one's migrations before giving up (and retrying the start). */
export const MIGRATIONS_LOCK_WAIT_SECONDS = 60;

const logger = new Logger('Migrations');

function isMysql(options: DataSourceOptions): boolean {
  return options.type === 'mysql' || options.type === 'mariadb';
}

/**
 * MySQL/MariaDB: runs the pending migrations while holding GET_LOCK('solar_api_migrations') on one
 * connection, on a DataSource of its own without the query timeout (a migration may rightly take longer
 * than any request's query), then closes it. Replicas starting together queue on the lock; each one
 * after the first finds every migration recorded and runs none. The lock is per server (not per database)
 * and is released when its connection ends, so a replica that dies mid-migration cannot leave it held.
 */
export async function runMigrationsOnce(options: DataSourceOptions): Promise<void> {
  if (!isMysql(options)) return;
  const migrator = new DataSource({
    ...options,
    migrationsRun: false,
    maxQueryExecutionTime: undefined,
    enableQueryTimeout: false,
    poolSize: 2,
  } as DataSourceOptions);
  await migrator.initialize();
  const lock = migrator.createQueryRunner();
  try {
    await lock.connect();
    const started = Date.now();
    const [row] = (await lock.query('SELECT GET_LOCK(?, ?) AS acquired', [
      MIGRATIONS_LOCK,
      MIGRATIONS_LOCK_WAIT_SECONDS,
    ])) as { acquired: number | string | null }[];
    if (Number(row?.acquired) !== 1) {
      throw new Error(
        `another instance has held the migrations lock "${MIGRATIONS_LOCK}" for ${MIGRATIONS_LOCK_WAIT_SECONDS} s`,
      );
    }
    const waitedMs = Date.now() - started;
    try {
      const applied = await migrator.runMigrations({ transaction: 'each' });
      logger.log({
        message:
          applied.length > 0
            ? `applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
            : 'schema up to date',
        applied: applied.length,
        lockWaitMs: waitedMs,
      });
    } finally {
      await lock.query('SELECT RELEASE_LOCK(?)', [MIGRATIONS_LOCK]);
    }
  } finally {
    await lock.release();
    await migrator.destroy();
  }
}

/**
 * The app's DataSource: migrated (under the lock on MySQL, by TypeORM itself on SQLite) and connected. An
 * embedded file is checked first (a damaged one throws UnusableDatabaseFileError) and its transactions take turns.
 */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  await runMigrationsOnce(options);
  if (!isEmbeddedSqlite(options)) return new DataSource(options).initialize();
  ensureUsableSqliteFile(options.database as string);
  const dataSource = new DataSource(options);
  serialiseSqliteAccess(dataSource);
  return dataSource.initialize();
}

export async function openDatabase(config: DatabaseConfig, entities: Entities): Promise<DataSource> {
  return openDataSource(databaseOptions(config, entities));
}

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseOptions } from '../src/database/database-options';
import { entities } from '../src/app/entities';
import { migrations } from '../src/database/migrations';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

describe(`Migration 1732150000012 on a database that already holds images (${testDriver})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    database = await createTestDatabase();
    mkdirSync(dirname(database.sqlitePath), { recursive: true });
  });

  afterAll(async () => {
    await database?.drop();
  });

  const open = async (upTo: number): Promise<DataSource> => {
    const dataSource = new DataSource({
      ...databaseOptions(database.config, entities),
      migrations: migrations.slice(0, upTo),
      migrationsRun: false,
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
    return dataSource;
  };

  it('keeps every stored rendition, bytes included, and gives each a whole grace period from the upgrade', async () => {
    const last = migrations.findIndex((migration) => migration.name === 'ArticleImageLastUsed1732150000012');
    const before = await open(last);
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);
    await before
      .createQueryBuilder()
      .insert()
      .into('article_images')
      .values({ hash: '0123456789abcdef0123', width: 400, height: 300, byteLength: data.length, data, uploadedBy: 'x' })
      .execute();
    await before.destroy();

    const upgradedAt = Date.now();
    // Up to this migration and no further, so undoing the last one undoes this one, whatever came after it.
    const after = await open(last + 1);
    try {
      const rows: { data: Buffer | Uint8Array; lastUsedAt: number | string }[] = await after
        .createQueryBuilder()
        .select(['i.data AS data', 'i.lastUsedAt AS lastUsedAt'])
        .from('article_images', 'i')
        .getRawMany();
      expect(rows).toHaveLength(1);
      expect(Buffer.from(rows[0]?.data as Buffer).equals(data)).toBe(true);
      expect(Number(rows[0]?.lastUsedAt)).toBeGreaterThanOrEqual(upgradedAt);
      expect(Number(rows[0]?.lastUsedAt)).toBeLessThanOrEqual(Date.now());
    } finally {
      await after.undoLastMigration();
      const runner = after.createQueryRunner();
      expect(await runner.hasColumn('article_images', 'lastUsedAt')).toBe(false);
      await runner.release();
      await after.destroy();
    }
  });
});

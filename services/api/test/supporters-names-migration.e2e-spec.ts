import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseOptions } from '../src/database/database-options';
import { entities } from '../src/app/entities';
import { migrations } from '../src/database/migrations';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

type Words = { donorName: string | null; displayName: string | null; isAnonymous: number };

/** Gifts as donors left them before issue 33, when a name showed unless the donor ticked "Don't show my name". */
const BEFORE: Record<string, Words> = {
  typed: { donorName: 'Amina Khan', displayName: 'The Khan family', isAnonymous: 0 },
  formDefault: { donorName: 'Bilal Ahmed', displayName: 'Bilal A.', isAnonymous: 0 },
  payPalName: { donorName: null, displayName: 'Sandbox B.', isAnonymous: 0 },
  optedOut: { donorName: 'Cara Jones', displayName: 'Cara J.', isAnonymous: 1 },
};

describe(`Migration 1732150000017 on a database that already lists supporters (${testDriver})`, () => {
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

  it('sends names the donor typed to staff, makes every other name anonymous, and undoes its columns', async () => {
    const last = migrations.findIndex((migration) => migration.name === 'SupportersNamesModeration1732150000017');
    const before = await open(last);
    // Plain SQL: the entities already name the columns this migration adds.
    for (const [key, { donorName, displayName, isAnonymous }] of Object.entries(BEFORE)) {
      await before.query(
        'INSERT INTO donations (projectId, amount, paymentStatus, paypalOrderId, donorName, displayName, isAnonymous) VALUES (1, 25, ?, ?, ?, ?, ?)',
        ['completed', key, donorName, displayName, isAnonymous],
      );
      await before.query(
        'INSERT INTO subscriptions (paypalSubscriptionId, projectId, amount, frequency, donorName, displayName, isAnonymous) VALUES (?, 1, 10, ?, ?, ?, ?)',
        [key, 'monthly', donorName, displayName, isAnonymous],
      );
    }
    await before.destroy();

    // Up to this migration and no further, so undoing the last one undoes this one, whatever came after it.
    const after = await open(last + 1);
    try {
      const donations: { key: string; displayName: string | null; nameStatus: string | null; isAnonymous: unknown }[] =
        await after.query(
          'SELECT paypalOrderId AS "key", displayName, nameStatus, isAnonymous FROM donations ORDER BY id',
        );
      expect(donations.map((row) => ({ ...row, isAnonymous: Boolean(Number(row.isAnonymous)) }))).toEqual([
        { key: 'typed', displayName: 'The Khan family', nameStatus: 'pending', isAnonymous: false },
        { key: 'formDefault', displayName: null, nameStatus: null, isAnonymous: true },
        { key: 'payPalName', displayName: null, nameStatus: null, isAnonymous: true },
        { key: 'optedOut', displayName: 'Cara J.', nameStatus: null, isAnonymous: true },
      ]);
      const subscriptions: { key: string; displayName: string | null; isAnonymous: unknown }[] = await after.query(
        'SELECT paypalSubscriptionId AS "key", displayName, isAnonymous FROM subscriptions ORDER BY id',
      );
      expect(subscriptions.map((row) => ({ ...row, isAnonymous: Boolean(Number(row.isAnonymous)) }))).toEqual([
        { key: 'typed', displayName: 'The Khan family', isAnonymous: false },
        { key: 'formDefault', displayName: null, isAnonymous: true },
        { key: 'payPalName', displayName: null, isAnonymous: true },
        { key: 'optedOut', displayName: 'Cara J.', isAnonymous: true },
      ]);
    } finally {
      await after.undoLastMigration();
      const runner = after.createQueryRunner();
      expect(await runner.hasColumn('donations', 'nameStatus')).toBe(false);
      expect(await runner.hasColumn('donations', 'nameModeratedAt')).toBe(false);
      await runner.release();
      await after.destroy();
    }
  });
});

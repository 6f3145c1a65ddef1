import { Logger } from '@nestjs/common';
import type { DataSource, Table } from 'typeorm';
import { openDatabase } from '../src/database/open-data-source';
import { entities } from '../src/app/entities';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

function isUnique(table: Table, column: string): boolean {
  const only = (names: string[]) => names.length === 1 && names[0] === column;
  return (
    table.uniques.some((unique) => only(unique.columnNames)) ||
    table.indices.some((index) => index.isUnique && only(index.columnNames)) ||
    table.findColumnByName(column)?.isUnique === true
  );
}

describe(`Migrations (${testDriver})`, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    Logger.overrideLogger(false);
    dataSource = await openDatabase(database.config, entities);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it("create every stored table of spec §3 and the rate limiter's", async () => {
    const queryRunner = dataSource.createQueryRunner();
    try {
      for (const name of [
        'users',
        'projects',
        'donations',
        'contact_messages',
        'blog_posts',
        'volunteers',
        'newsletters',
        'newsletter_sign_up_requests',
        'subscriptions',
        'rate_limit_hits',
      ]) {
        expect(await queryRunner.hasTable(name)).toBe(true);
      }
    } finally {
      await queryRunner.release();
    }
  });

  it('create the unique keys and only those', async () => {
    const queryRunner = dataSource.createQueryRunner();
    try {
      const table = async (name: string) => (await queryRunner.getTable(name)) as Table;
      expect(isUnique(await table('users'), 'username')).toBe(true);
      expect(isUnique(await table('volunteers'), 'email')).toBe(true);
      expect(isUnique(await table('newsletters'), 'email')).toBe(true);
      expect(isUnique(await table('newsletter_sign_up_requests'), 'email')).toBe(true);
      expect(isUnique(await table('subscriptions'), 'paypalSubscriptionId')).toBe(true);
      expect(isUnique(await table('donations'), 'donorEmail')).toBe(false);
      expect(isUnique(await table('donations'), 'paypalOrderId')).toBe(true);
      expect(isUnique(await table('donations'), 'paypalPaymentId')).toBe(true);
      expect(isUnique(await table('contact_messages'), 'email')).toBe(false);
      const hits = await table('rate_limit_hits');
      expect(hits.primaryColumns.map((column) => column.name).sort()).toEqual(['throttleKey', 'windowStart']);
    } finally {
      await queryRunner.release();
    }
  });

  it('create the lengths, defaults and decimals of spec §3/§9', async () => {
    const queryRunner = dataSource.createQueryRunner();
    try {
      const donations = (await queryRunner.getTable('donations')) as Table;
      const column = (table: Table, name: string) => table.findColumnByName(name);
      expect(column(donations, 'paymentStatus')).toMatchObject({ length: '50' });
      expect(column(donations, 'paypalPaymentId')).toMatchObject({ length: '255' });
      expect(column(donations, 'currency')).toMatchObject({ length: '3' });
      expect(column(donations, 'amount')).toMatchObject({ precision: 10, scale: 2, isNullable: false });
      expect(donations.foreignKeys[0]).toMatchObject({ columnNames: ['projectId'], referencedColumnNames: ['id'] });
      const subscriptions = (await queryRunner.getTable('subscriptions')) as Table;
      expect(column(subscriptions, 'frequency')).toMatchObject({ length: '20' });
      const projects = (await queryRunner.getTable('projects')) as Table;
      expect(column(projects, 'capacity')).toMatchObject({ precision: 8, scale: 2 });
      expect(column(projects, 'energyGenerated')).toMatchObject({ precision: 12, scale: 2 });
      expect(column(projects, 'goal')).toMatchObject({ precision: 10, scale: 2 });
      expect(column(projects, 'currency')?.default).toMatch(/GBP/);
    } finally {
      await queryRunner.release();
    }
  });

  it('leave no difference between the entities and the schema', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('are recorded, so a second run does nothing and the seed stays at four projects', async () => {
    expect(await dataSource.runMigrations()).toEqual([]);
    const rows: { count: number | string }[] = await dataSource.query('SELECT COUNT(*) AS count FROM projects');
    expect(Number(rows[0]?.count)).toBe(4);
  });

  it('store defaults on insert and read decimals back as numbers', async () => {
    const repository = dataSource.getRepository('Donation');
    const saved = await repository.save({ projectId: 1, amount: 25.5 });
    const donation = await repository.findOneByOrFail({ id: saved.id });
    expect(donation).toMatchObject({
      amount: 25.5,
      currency: 'GBP',
      paymentStatus: 'pending',
      paymentMethod: 'paypal',
      isAnonymous: false,
    });
    expect(donation['createdAt']).toBeInstanceOf(Date);
  });

  it('refuse a duplicate newsletter email', async () => {
    const newsletters = dataSource.getRepository('Newsletter');
    await newsletters.insert({ email: 'a@example.org' });
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(newsletters.insert({ email: 'a@example.org' })).rejects.toThrow();
    quiet.mockRestore();
    expect(await newsletters.findOneByOrFail({ email: 'a@example.org' })).toMatchObject({
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: false,
    });
  });
});

import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/database/open-data-source';
import { entities } from '../src/app/entities';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';
import { countRows } from './test-app';

const nextTurn = () => new Promise((done) => setTimeout(done, 5));

/**
 * Requests overlap: one may be inside a transaction (across awaits) while another writes. On MySQL each has
 * its own connection; the embedded file has one, so its callers must take turns (database/serialised-sqlite.ts).
 */
describe(`Overlapping callers on one database (${testDriver})`, () => {
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

  const insertMessage = (runner: Pick<DataSource, 'query'>, email: string) =>
    runner.query(
      "INSERT INTO contact_messages (name, email, subject, message, isRead) VALUES ('Test', ?, 'Subject', 'Message', 0)",
      [email],
    );

  it("keeps a write made while another caller's transaction is open, when that transaction rolls back", async () => {
    const failing = dataSource.transaction(async (manager) => {
      await insertMessage(manager, 'rolled-back@example.org');
      await nextTurn();
      await nextTurn();
      throw new Error('the payment provider said no');
    });
    await nextTurn();
    await insertMessage(dataSource, 'kept@example.org');
    await expect(failing).rejects.toThrow('the payment provider said no');

    expect(await countRows(dataSource, 'contact_messages', 'email = ?', ['kept@example.org'])).toBe(1);
    expect(await countRows(dataSource, 'contact_messages', 'email = ?', ['rolled-back@example.org'])).toBe(0);
  });

  it('commits exactly the overlapping transactions that succeed', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        dataSource.transaction(async (manager) => {
          await insertMessage(manager, `overlap-${index}@example.org`);
          await nextTurn();
          if (index % 2 === 1) throw new Error(`transaction ${index} fails`);
        }),
      ),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 1 ? 'rejected' : 'fulfilled')),
    );
    const stored: { email: string }[] = await dataSource.query(
      "SELECT email FROM contact_messages WHERE email LIKE 'overlap-%' ORDER BY email",
    );
    expect(stored.map((row) => row.email)).toEqual([
      'overlap-0@example.org',
      'overlap-2@example.org',
      'overlap-4@example.org',
      'overlap-6@example.org',
      'overlap-8@example.org',
    ]);
  });
});

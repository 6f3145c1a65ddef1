import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createdAt, id, int, text, unique, updatedAt, varchar } from './column-builders';

const TABLE = 'outbox_emails';

/** The email outbox (decision 024): one row per email, written with the event that causes it. */
export class EmailOutbox1732150000006 implements MigrationInterface {
  name = 'EmailOutbox1732150000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: TABLE,
        columns: [
          id(),
          varchar('dedupeKey', 191),
          varchar('template', 50),
          varchar('recipient', 255),
          text('payload'),
          varchar('status', 20, { default: "'pending'" }),
          int('attempts', { default: 0 }),
          { name: 'nextAttemptAt', type: 'bigint' },
          varchar('lastError', 500, { isNullable: true }),
          { name: 'sentAt', type: 'bigint', isNullable: true },
          createdAt(queryRunner),
          updatedAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndex(TABLE, unique(queryRunner, TABLE, 'dedupeKey'));
    await queryRunner.createIndex(TABLE, dueIndex(queryRunner));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE);
  }
}

function dueIndex(queryRunner: QueryRunner): TableIndex {
  const columns = ['status', 'nextAttemptAt'];
  return new TableIndex({
    name: queryRunner.connection.namingStrategy.indexName(TABLE, columns),
    columnNames: columns,
  });
}

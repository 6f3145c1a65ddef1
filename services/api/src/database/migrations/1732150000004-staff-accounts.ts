import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { bool, createdAt, datetime, id, int, text, updatedAt, varchar } from './column-builders';

const index = (queryRunner: QueryRunner, table: string, column: string) =>
  new TableIndex({ name: queryRunner.connection.namingStrategy.indexName(table, [column]), columnNames: [column] });

/** The back office (decision 018): staff accounts on the spec's users table, their sessions, and the audit log. */
export class StaffAccounts1732150000004 implements MigrationInterface {
  name = 'StaffAccounts1732150000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn(varchar('displayName', 100, { default: "''" })),
      new TableColumn(varchar('role', 20, { default: "'staff'" })),
      new TableColumn(bool(queryRunner, 'disabled', false)),
      new TableColumn(datetime('lastSignInAt', { isNullable: true })),
      new TableColumn(int('failedSignIns', { default: 0 })),
      new TableColumn(datetime('lockedUntil', { isNullable: true })),
      new TableColumn(createdAt(queryRunner)),
      new TableColumn(updatedAt(queryRunner)),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'staff_sessions',
        columns: [
          varchar('idHash', 64, { isPrimary: true }),
          int('userId'),
          { name: 'createdAt', type: 'bigint' },
          { name: 'lastSeenAt', type: 'bigint' },
          { name: 'expiresAt', type: 'bigint' },
        ],
        indices: [index(queryRunner, 'staff_sessions', 'userId')],
        foreignKeys: [
          new TableForeignKey({
            name: queryRunner.connection.namingStrategy.foreignKeyName('staff_sessions', ['userId'], 'users', ['id']),
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          id(),
          int('actorId', { isNullable: true }),
          varchar('actorUsername', 255, { isNullable: true }),
          varchar('action', 100),
          varchar('entityType', 50),
          varchar('entityId', 100, { isNullable: true }),
          text('before', { isNullable: true }),
          text('after', { isNullable: true }),
          createdAt(queryRunner),
        ],
        indices: [
          index(queryRunner, 'audit_log', 'actorId'),
          index(queryRunner, 'audit_log', 'entityType'),
          index(queryRunner, 'audit_log', 'createdAt'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log');
    await queryRunner.dropTable('staff_sessions');
    for (const column of [
      'updatedAt',
      'createdAt',
      'lockedUntil',
      'failedSignIns',
      'lastSignInAt',
      'disabled',
      'role',
      'displayName',
    ]) {
      await queryRunner.dropColumn('users', column);
    }
  }
}

import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { datetime, id, int, text, unique, varchar } from './column-builders';

/**
 * Two-step sign-in for staff (decision 049): each account's sealed authenticator secret (and one offered at
 * enrolment), the last time step used (a replayed code is refused), the stage of a session (an enrolment session
 * opens nothing else), and single-use recovery codes, kept as SHA-256.
 */
export class StaffSecondFactor1732150000008 implements MigrationInterface {
  name = 'StaffSecondFactor1732150000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn(text('totpSecret', { isNullable: true })),
      new TableColumn(text('totpPendingSecret', { isNullable: true })),
      new TableColumn(int('totpLastStep', { isNullable: true })),
      new TableColumn(datetime('totpEnrolledAt', { isNullable: true })),
    ]);
    await queryRunner.addColumn('staff_sessions', new TableColumn(varchar('stage', 20, { default: "'signed-in'" })));

    const naming = queryRunner.connection.namingStrategy;
    await queryRunner.createTable(
      new Table({
        name: 'staff_recovery_codes',
        columns: [id(), int('userId'), varchar('codeHash', 64), datetime('usedAt', { isNullable: true })],
        indices: [
          new TableIndex({ name: naming.indexName('staff_recovery_codes', ['userId']), columnNames: ['userId'] }),
          unique(queryRunner, 'staff_recovery_codes', 'codeHash'),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: naming.foreignKeyName('staff_recovery_codes', ['userId'], 'users', ['id']),
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('staff_recovery_codes');
    await queryRunner.dropColumn('staff_sessions', 'stage');
    for (const column of ['totpEnrolledAt', 'totpLastStep', 'totpPendingSecret', 'totpSecret']) {
      await queryRunner.dropColumn('users', column);
    }
  }
}

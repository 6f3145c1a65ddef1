import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { datetime, varchar } from './column-builders';

/**
 * Why the charity may email each address (decision 069): the basis, the page it was collected on, the notice version
 * shown, when, and any objection; and on a gift, the notice version its form showed. Existing rows become consent
 * recorded at their creation time; nothing is back-dated into the soft opt-in, which is not retrospective.
 */
export class EmailBasis1732150000025 implements MigrationInterface {
  name = 'EmailBasis1732150000025';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('newsletters', [
      new TableColumn(varchar('basis', 30, { default: "'consent'" })),
      new TableColumn(varchar('sourcePage', 255, { isNullable: true })),
      new TableColumn(varchar('noticeVersion', 20, { isNullable: true })),
      new TableColumn(datetime('basisRecordedAt', { isNullable: true })),
      new TableColumn(datetime('objectedAt', { isNullable: true })),
      new TableColumn(varchar('objectionChannel', 10, { isNullable: true })),
    ]);
    await queryRunner.query('UPDATE newsletters SET basisRecordedAt = createdAt');
    // An unsubscribed row is someone who said stop: an objection, dated when it was last changed.
    await queryRunner.query(
      "UPDATE newsletters SET objectedAt = updatedAt, objectionChannel = 'link' WHERE isActive = 0",
    );
    for (const table of ['donations', 'subscriptions'])
      await queryRunner.addColumn(table, new TableColumn(varchar('emailNoticeVersion', 20, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['subscriptions', 'donations']) await queryRunner.dropColumn(table, 'emailNoticeVersion');
    for (const column of ['objectionChannel', 'objectedAt', 'basisRecordedAt', 'noticeVersion', 'sourcePage', 'basis'])
      await queryRunner.dropColumn('newsletters', column);
  }
}

import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { decimal, varchar } from './column-builders';

/**
 * A new monthly amount waiting for the donor's approval at PayPal (decision 056): PayPal bills it only once the
 * payer approves it, so it is kept beside the amount billed, with the PayPal address where they approve it.
 */
export class MonthlyGiftApproval1732150000011 implements MigrationInterface {
  name = 'MonthlyGiftApproval1732150000011';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('subscriptions', [
      new TableColumn(decimal('pendingAmount', 10, 2, { isNullable: true })),
      new TableColumn(varchar('pendingApprovalUrl', 1000, { isNullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['pendingApprovalUrl', 'pendingAmount']) await queryRunner.dropColumn('subscriptions', column);
  }
}

import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { decimal } from './column-builders';

/**
 * A new monthly amount waiting for the donor's approval at PayPal lapses (decision 060): when it was asked for, epoch
 * milliseconds (bigint, so both drivers compare plain numbers), and the amount of a request that lapsed. Requests
 * already waiting count as asked for now: each gets the whole approval time after the upgrade.
 */
export class MonthlyAmountRequestLapse1732150000013 implements MigrationInterface {
  name = 'MonthlyAmountRequestLapse1732150000013';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('subscriptions', [
      new TableColumn({ name: 'pendingRequestedAt', type: 'bigint', isNullable: true }),
      new TableColumn(decimal('lapsedAmount', 10, 2, { isNullable: true })),
    ]);
    await queryRunner.manager
      .createQueryBuilder()
      .update('subscriptions')
      .set({ pendingRequestedAt: Date.now() })
      .where('pendingAmount IS NOT NULL')
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['lapsedAmount', 'pendingRequestedAt']) await queryRunner.dropColumn('subscriptions', column);
  }
}

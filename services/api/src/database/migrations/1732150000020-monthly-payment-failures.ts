import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { decimal, int, varchar } from './column-builders';

/**
 * A monthly gift's failed payments (issue 34, decision 067): PayPal's reason code, when it failed (epoch ms, bigint,
 * as PayPal reported it), when PayPal tries again, the count of cycles in a row that failed, what PayPal says is owed,
 * why a suspended gift is suspended (`donor`: their pause; `payment_failures`: PayPal stopped it), and the service
 * emails sent about failures (at most one a billing cycle: `paymentFailureEmailedFor` is the failure last emailed).
 * Gifts suspended before this upgrade were paused by their donors, the only way a gift could be suspended here.
 */
export class MonthlyPaymentFailures1732150000020 implements MigrationInterface {
  name = 'MonthlyPaymentFailures1732150000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('subscriptions', [
      new TableColumn(int('failedPaymentsCount', { default: 0 })),
      new TableColumn(varchar('paymentFailureReason', 64, { isNullable: true })),
      new TableColumn({ name: 'paymentFailedAt', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'nextPaymentRetryAt', type: 'bigint', isNullable: true }),
      new TableColumn(decimal('outstandingAmount', 10, 2, { isNullable: true })),
      new TableColumn(varchar('suspensionCause', 20, { isNullable: true })),
      new TableColumn(int('paymentFailureEmails', { default: 0 })),
      new TableColumn({ name: 'paymentFailureEmailedFor', type: 'bigint', isNullable: true }),
    ]);
    await queryRunner.manager
      .createQueryBuilder()
      .update('subscriptions')
      .set({ suspensionCause: 'donor' })
      .where('status = :status', { status: 'suspended' })
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'paymentFailureEmailedFor',
      'paymentFailureEmails',
      'suspensionCause',
      'outstandingAmount',
      'nextPaymentRetryAt',
      'paymentFailedAt',
      'paymentFailureReason',
      'failedPaymentsCount',
    ])
      await queryRunner.dropColumn('subscriptions', column);
  }
}

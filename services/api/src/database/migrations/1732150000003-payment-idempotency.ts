import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { bool, unique } from './column-builders';

/**
 * One donation row per PayPal order and per PayPal payment (capture or monthly sale), so a replayed capture or
 * webhook can never count a gift twice; and the donate page's newsletter choice, honoured once the gift completes.
 */
export class PaymentIdempotency1732150000003 implements MigrationInterface {
  name = 'PaymentIdempotency1732150000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('donations', unique(queryRunner, 'donations', 'paypalOrderId'));
    await queryRunner.createIndex('donations', unique(queryRunner, 'donations', 'paypalPaymentId'));
    await queryRunner.addColumn('donations', new TableColumn(bool(queryRunner, 'newsletterOptIn', false)));
    await queryRunner.addColumn('subscriptions', new TableColumn(bool(queryRunner, 'newsletterOptIn', false)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('subscriptions', 'newsletterOptIn');
    await queryRunner.dropColumn('donations', 'newsletterOptIn');
    await queryRunner.dropIndex('donations', unique(queryRunner, 'donations', 'paypalPaymentId').name as string);
    await queryRunner.dropIndex('donations', unique(queryRunner, 'donations', 'paypalOrderId').name as string);
  }
}

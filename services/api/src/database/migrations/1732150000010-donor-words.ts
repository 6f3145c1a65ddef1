import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { bool, int, text, varchar } from './column-builders';

const index = (queryRunner: QueryRunner, table: string, columns: string[]) =>
  new TableIndex({ name: queryRunner.connection.namingStrategy.indexName(table, columns), columnNames: columns });

/**
 * Donors' own words and choices (issue 28, decisions 054 and 055): the name to show and the moderation of each
 * gift's message, the monthly gift a payment belongs to (and whether it is the one the supporters list shows), the
 * words a monthly gift carries to its first payment, and the version of its manage link.
 */
export class DonorWords1732150000010 implements MigrationInterface {
  name = 'DonorWords1732150000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('donations', [
      new TableColumn(varchar('displayName', 60, { isNullable: true })),
      new TableColumn(varchar('messageStatus', 20, { isNullable: true })),
      new TableColumn(int('messageModeratedById', { isNullable: true })),
      new TableColumn(varchar('messageModeratedBy', 255, { isNullable: true })),
      new TableColumn({ name: 'messageModeratedAt', type: 'bigint', isNullable: true }),
      new TableColumn(int('subscriptionId', { isNullable: true })),
      new TableColumn(bool(queryRunner, 'listedAsSupporter', true)),
    ]);
    await queryRunner.createIndex('donations', index(queryRunner, 'donations', ['projectId', 'paymentStatus']));
    await queryRunner.createIndex('donations', index(queryRunner, 'donations', ['messageStatus']));
    await queryRunner.createIndex('donations', index(queryRunner, 'donations', ['subscriptionId']));
    await queryRunner.addColumns('subscriptions', [
      new TableColumn(text('message', { isNullable: true })),
      new TableColumn(bool(queryRunner, 'isAnonymous', false)),
      new TableColumn(varchar('displayName', 60, { isNullable: true })),
      new TableColumn(int('manageLinkVersion', { default: 1 })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['manageLinkVersion', 'displayName', 'isAnonymous', 'message'])
      await queryRunner.dropColumn('subscriptions', column);
    for (const columns of [['subscriptionId'], ['messageStatus'], ['projectId', 'paymentStatus']])
      await queryRunner.dropIndex('donations', index(queryRunner, 'donations', columns).name as string);
    for (const column of [
      'listedAsSupporter',
      'subscriptionId',
      'messageModeratedAt',
      'messageModeratedBy',
      'messageModeratedById',
      'messageStatus',
      'displayName',
    ])
      await queryRunner.dropColumn('donations', column);
  }
}

import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { createdAt, decimal, id, int, text, unique, updatedAt, varchar } from './column-builders';

const index = (queryRunner: QueryRunner, table: string, columns: string[], isUnique = false) =>
  new TableIndex({
    name: queryRunner.connection.namingStrategy.indexName(table, columns),
    columnNames: columns,
    isUnique,
  });

/** Gift Aid (decision 025): declarations, claims and their schedule lines, and each donation's link to them. */
export class GiftAid1732150000007 implements MigrationInterface {
  name = 'GiftAid1732150000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'gift_aid_declarations',
        columns: [
          id(),
          varchar('title', 4, { isNullable: true }),
          varchar('firstName', 35),
          varchar('lastName', 35),
          varchar('houseNameOrNumber', 40),
          varchar('postcode', 8),
          varchar('donorEmail', 255, { isNullable: true }),
          varchar('scope', 20),
          varchar('wordingVersion', 20),
          { name: 'declaredAt', type: 'bigint' },
          { name: 'cancelledAt', type: 'bigint', isNullable: true },
          text('staffNote', { isNullable: true }),
          createdAt(queryRunner),
          updatedAt(queryRunner),
        ],
        indices: [index(queryRunner, 'gift_aid_declarations', ['donorEmail'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'gift_aid_claims',
        columns: [
          id(),
          varchar('reference', 20),
          varchar('periodFrom', 10),
          varchar('periodTo', 10),
          int('donationCount'),
          decimal('total', 12, 2),
          decimal('giftAidTotal', 12, 2),
          int('createdById', { isNullable: true }),
          varchar('createdByUsername', 255, { isNullable: true }),
          createdAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndex('gift_aid_claims', unique(queryRunner, 'gift_aid_claims', 'reference'));
    await queryRunner.createTable(
      new Table({
        name: 'gift_aid_claim_lines',
        columns: [
          id(),
          int('claimId'),
          int('lineNumber'),
          varchar('title', 4),
          varchar('firstName', 35),
          varchar('lastName', 35),
          varchar('houseNameOrNumber', 40),
          varchar('postcode', 8),
          varchar('aggregatedDonations', 35),
          varchar('sponsoredEvent', 3),
          varchar('donationDate', 8),
          varchar('amount', 12),
        ],
      }),
    );
    await queryRunner.createIndex(
      'gift_aid_claim_lines',
      index(queryRunner, 'gift_aid_claim_lines', ['claimId', 'lineNumber'], true),
    );

    await queryRunner.addColumns('donations', [
      new TableColumn({ name: 'paidAt', type: 'bigint', isNullable: true }),
      new TableColumn(int('giftAidDeclarationId', { isNullable: true })),
      new TableColumn(int('giftAidClaimId', { isNullable: true })),
      new TableColumn(int('giftAidAdjustedInClaimId', { isNullable: true })),
    ]);
    await queryRunner.createIndex('donations', index(queryRunner, 'donations', ['giftAidDeclarationId']));
    await queryRunner.createIndex('donations', index(queryRunner, 'donations', ['giftAidClaimId']));
    await queryRunner.addColumn('subscriptions', new TableColumn(int('giftAidDeclarationId', { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('subscriptions', 'giftAidDeclarationId');
    await queryRunner.dropIndex('donations', index(queryRunner, 'donations', ['giftAidClaimId']).name as string);
    await queryRunner.dropIndex('donations', index(queryRunner, 'donations', ['giftAidDeclarationId']).name as string);
    for (const column of ['giftAidAdjustedInClaimId', 'giftAidClaimId', 'giftAidDeclarationId', 'paidAt'])
      await queryRunner.dropColumn('donations', column);
    await queryRunner.dropTable('gift_aid_claim_lines');
    await queryRunner.dropTable('gift_aid_claims');
    await queryRunner.dropTable('gift_aid_declarations');
  }
}

import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * A Gift Aid declaration kept after its donor asked to be erased (decision 070): when they asked (epoch ms, as the
 * declaration's other times), so the retention pass erases it once HMRC's six years are over.
 */
export class GiftAidErasureMark1732150000026 implements MigrationInterface {
  name = 'GiftAidErasureMark1732150000026';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'gift_aid_declarations',
      new TableColumn({ name: 'erasureRequestedAt', type: 'bigint', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('gift_aid_declarations', 'erasureRequestedAt');
  }
}

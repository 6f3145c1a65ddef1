import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { ARTICLE_IMAGES } from './1732150000009-articles';

/**
 * article_images.lastUsedAt (decision 057): when an image was last uploaded or saved in an article, epoch
 * milliseconds (bigint, as rate_limit_hits keeps time, so both drivers compare plain numbers). The cleanup removes
 * an image no article names only once this is a grace period old. Images already stored count as used now: each
 * gets the whole grace period after the upgrade.
 */
export class ArticleImageLastUsed1732150000012 implements MigrationInterface {
  name = 'ArticleImageLastUsed1732150000012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(ARTICLE_IMAGES, new TableColumn({ name: 'lastUsedAt', type: 'bigint', default: 0 }));
    await queryRunner.manager.createQueryBuilder().update(ARTICLE_IMAGES).set({ lastUsedAt: Date.now() }).execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn(ARTICLE_IMAGES, 'lastUsedAt');
  }
}

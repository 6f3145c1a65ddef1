import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { int } from './column-builders';

/** The shared store of the rate limiter (decision 006): one row per throttle key and fixed window. */
export class RateLimitHits1732150000002 implements MigrationInterface {
  name = 'RateLimitHits1732150000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_hits',
        columns: [
          { name: 'throttleKey', type: 'varchar', length: '64', isPrimary: true },
          { name: 'windowStart', type: 'bigint', isPrimary: true },
          int('hits', { default: 1 }),
          { name: 'expiresAt', type: 'bigint' },
        ],
        indices: [
          new TableIndex({
            name: queryRunner.connection.namingStrategy.indexName('rate_limit_hits', ['expiresAt']),
            columnNames: ['expiresAt'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_hits');
  }
}

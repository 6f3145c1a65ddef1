import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { createdAt, id, unique, varchar } from './column-builders';

const TABLE = 'newsletter_sign_up_requests';

/**
 * The newsletter's double opt-in (decision 077): a sign-up waits here, one per address, until the person confirms it
 * from the emailed link; only then is the address on the `newsletters` list. Times are epoch milliseconds.
 */
export class NewsletterSignUpRequests1732150000027 implements MigrationInterface {
  name = 'NewsletterSignUpRequests1732150000027';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: TABLE,
        columns: [
          id(),
          varchar('email', 255),
          varchar('firstName', 100, { isNullable: true }),
          varchar('lastName', 100, { isNullable: true }),
          varchar('subscriptionSource', 50),
          varchar('sourcePage', 255, { isNullable: true }),
          varchar('consentVersion', 20),
          { name: 'requestedAt', type: 'bigint' },
          { name: 'expiresAt', type: 'bigint' },
          { name: 'confirmedAt', type: 'bigint', isNullable: true },
          createdAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndex(TABLE, unique(queryRunner, TABLE, 'email'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE);
  }
}

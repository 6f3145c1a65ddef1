import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { text } from './column-builders';

/**
 * An authenticator secret offered at enrolment belongs to the enrolment session that asked for it (decision 063),
 * so it goes with that session: signed out, expired, or ended by a password reset, a disabled account or a role
 * change. Secrets offered under the old rule (kept on the account, outliving a password reset) are dropped; an
 * account mid-enrolment is offered a new one at its next sign-in. users.totpPendingSecret stays, always empty, so
 * an older build run against this schema still starts.
 */
export class EnrolmentSecretPerSession1732150000014 implements MigrationInterface {
  name = 'EnrolmentSecretPerSession1732150000014';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('staff_sessions', new TableColumn(text('totpPendingSecret', { isNullable: true })));
    await queryRunner.query('UPDATE users SET totpPendingSecret = NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('staff_sessions', 'totpPendingSecret');
  }
}

import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { bool } from './column-builders';

/**
 * Whether an account's password was set by an administrator rather than chosen by its owner (decision 063), so
 * the console can ask for their own. Every account until now lives on a password an administrator typed (or the
 * deployment's STAFF_ADMIN_PASSWORD), so all start as temporary.
 */
export class StaffPasswordTemporary1732150000015 implements MigrationInterface {
  name = 'StaffPasswordTemporary1732150000015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn(bool(queryRunner, 'passwordTemporary', false)));
    await queryRunner.query('UPDATE users SET passwordTemporary = 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'passwordTemporary');
  }
}

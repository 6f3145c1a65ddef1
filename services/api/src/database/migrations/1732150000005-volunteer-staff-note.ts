import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { text } from './column-builders';

/** The back office's private note on a volunteer application (decision 020). */
export class VolunteerStaffNote1732150000005 implements MigrationInterface {
  name = 'VolunteerStaffNote1732150000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('volunteers', new TableColumn(text('staffNote', { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('volunteers', 'staffNote');
  }
}

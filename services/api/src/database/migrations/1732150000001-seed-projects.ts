import type { MigrationInterface, QueryRunner } from 'typeorm';
import { projectRow, seedProjects } from '../seed/seed-projects';

/** Inserts projects 1–4 unless a row with that id already exists, so it is safe on a database seeded by hand. */
export class SeedProjects1732150000001 implements MigrationInterface {
  name = 'SeedProjects1732150000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const existing: { id: number | string }[] = await queryRunner.manager
      .createQueryBuilder()
      .select('id')
      .from('projects', 'p')
      .where('id IN (:...ids)', { ids: seedProjects.map((p) => p.id) })
      .getRawMany();
    const taken = new Set(existing.map((row) => Number(row.id)));
    const missing = seedProjects.filter((project) => !taken.has(project.id)).map(projectRow);
    if (missing.length === 0) return;
    await queryRunner.manager.createQueryBuilder().insert().into('projects').values(missing).execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('projects')
      .where('id IN (:...ids)', { ids: seedProjects.map((p) => p.id) })
      .execute();
  }
}

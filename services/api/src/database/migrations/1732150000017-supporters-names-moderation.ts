import { firstNameAndInitial } from '@solar/shared-contracts';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { int, varchar } from './column-builders';

const nameStatusIndex = (queryRunner: QueryRunner) =>
  new TableIndex({
    name: queryRunner.connection.namingStrategy.indexName('donations', ['nameStatus']),
    columnNames: ['nameStatus'],
  });

type NamedRow = { id: number; donorName: string | null; displayName: string | null };

/**
 * Whether a stored name to show is one the donor typed: it differs from the "Amina K." the form filled in from the
 * name they gave. A name on a gift without a donor's name may be the PayPal account's, so it is not.
 */
const typedByDonor = (row: NamedRow): boolean =>
  Boolean(row.displayName && row.donorName?.trim() && row.displayName !== firstNameAndInitial(row.donorName));

/**
 * Supporters' names wait for staff and show only by the donor's choice (issue 33, decision 066): the name's own
 * moderation columns on donations, like the message's. Gifts made before it, when a name showed unless the donor
 * opted out: a name the donor typed waits for staff (pending); any other (the form's default or PayPal's) was
 * never chosen, so the gift becomes anonymous and the name is dropped. Monthly gifts still to pay are treated alike.
 * Undoing drops the columns; the names dropped stay dropped (they were never the donor's choice).
 */
export class SupportersNamesModeration1732150000017 implements MigrationInterface {
  name = 'SupportersNamesModeration1732150000017';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('donations', [
      new TableColumn(varchar('nameStatus', 20, { isNullable: true })),
      new TableColumn(int('nameModeratedById', { isNullable: true })),
      new TableColumn(varchar('nameModeratedBy', 255, { isNullable: true })),
      new TableColumn({ name: 'nameModeratedAt', type: 'bigint', isNullable: true }),
    ]);
    await queryRunner.createIndex('donations', nameStatusIndex(queryRunner));
    await this.settle(queryRunner, 'donations');
    await this.settle(queryRunner, 'subscriptions');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('donations', nameStatusIndex(queryRunner).name as string);
    for (const column of ['nameModeratedAt', 'nameModeratedBy', 'nameModeratedById', 'nameStatus'])
      await queryRunner.dropColumn('donations', column);
  }

  /** Typed names wait for staff (a gift's; a monthly gift's waits on its first payment); others become anonymous. */
  private async settle(queryRunner: QueryRunner, table: 'donations' | 'subscriptions'): Promise<void> {
    const manager = queryRunner.manager;
    const rows: NamedRow[] = await manager
      .createQueryBuilder()
      .select(['row.id AS id', 'row.donorName AS donorName', 'row.displayName AS displayName'])
      .from(table, 'row')
      .where('row.isAnonymous = 0')
      .getRawMany();
    // Plain SQL with 1 for true: both drivers store the boolean as a number (the entity's value transform would not).
    const update = (ids: number[], assignments: string) =>
      queryRunner.query(`UPDATE ${table} SET ${assignments} WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
    if (table === 'donations')
      for (const ids of chunks(rows.filter(typedByDonor).map((row) => Number(row.id))))
        await update(ids, "nameStatus = 'pending'");
    for (const ids of chunks(rows.filter((row) => !typedByDonor(row)).map((row) => Number(row.id))))
      await update(ids, 'isAnonymous = 1, displayName = NULL');
  }
}

function chunks(ids: number[], size = 500): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}

import { type QueryRunner, type TableColumnOptions, TableIndex } from 'typeorm';

/**
 * Column shapes for the Table API. Migrations describe columns this way instead of raw SQL so one
 * migration set creates the same schema on MySQL/MariaDB and on the embedded SQLite file.
 */
/** "integer" because SQLite only auto-increments an INTEGER PRIMARY KEY; MySQL reads it as int. */
export const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

export const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

export const text = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'text',
  ...extra,
});

/** "integer" reads back as int on MySQL and as integer on SQLite, which is what each driver expects for an int column. */
export const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'integer',
  ...extra,
});

export const decimal = (
  name: string,
  precision: number,
  scale: number,
  extra: Partial<TableColumnOptions> = {},
): TableColumnOptions => ({ name, type: 'decimal', precision, scale, ...extra });

/**
 * The driver's own boolean type (tinyint on MySQL, boolean on SQLite), as an entity's boolean column
 * maps to; "boolean" would become tinyint(1) on MariaDB and read back as a different column.
 * Defaults as 1/0 because both drivers store and compare them that way.
 */
export const bool = (queryRunner: QueryRunner, name: string, defaultValue: boolean): TableColumnOptions => ({
  name,
  type: queryRunner.connection.driver.normalizeType({ type: 'boolean' }),
  default: defaultValue ? 1 : 0,
});

export const date = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'date',
  ...extra,
});

export const datetime = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'datetime',
  ...extra,
});

/** The same type, precision and default TypeORM gives @CreateDateColumn on the current driver. */
export function createdAt(queryRunner: QueryRunner, name = 'createdAt'): TableColumnOptions {
  const types = queryRunner.connection.driver.mappedDataTypes;
  return {
    name,
    type: String(types.createDate),
    precision: types.createDatePrecision,
    default: types.createDateDefault,
  };
}

/** The same shape TypeORM gives @UpdateDateColumn (MySQL also refreshes it on every update). */
export function updatedAt(queryRunner: QueryRunner, name = 'updatedAt'): TableColumnOptions {
  const types = queryRunner.connection.driver.mappedDataTypes;
  return {
    name,
    type: String(types.updateDate),
    precision: types.updateDatePrecision,
    default: types.updateDateDefault,
    onUpdate: types.updateDateDefault,
  };
}

/**
 * A unique index rather than a unique constraint: MySQL has only unique indexes, so this is the one form
 * both drivers read back alike. Named as TypeORM names an entity's @Index, so entities and schema never drift.
 */
export function unique(queryRunner: QueryRunner, table: string, column: string): TableIndex {
  return new TableIndex({
    name: queryRunner.connection.namingStrategy.indexName(table, [column]),
    columnNames: [column],
    isUnique: true,
  });
}

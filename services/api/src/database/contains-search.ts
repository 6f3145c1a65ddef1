import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/** '!' rather than backslash: MySQL reads a backslash in a string literal as an escape, SQLite does not. */
const ESCAPE = '!';

/** A LIKE pattern matching `text` anywhere, its own %, _ and ! taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `${ESCAPE}${character}`)}%`;
}

/**
 * Narrows `query` to rows where any of `columns` (alias.property) contains `text`; no text narrows nothing.
 * Case-insensitive on both drivers for Latin letters: SQLite's LIKE folds ASCII case, and the MySQL tables
 * use a _ci collation.
 */
export function whereAnyColumnContains<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  columns: readonly string[],
  text: string | undefined,
): SelectQueryBuilder<T> {
  if (!text) return query;
  return query.andWhere(
    new Brackets((any) => {
      for (const column of columns) any.orWhere(`${column} LIKE :searchPattern ESCAPE '${ESCAPE}'`);
    }),
    { searchPattern: containsPattern(text) },
  );
}

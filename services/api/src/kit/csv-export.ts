import { UK_TIME, ukTimestamp } from '@solar/shared-format/uk-time';
import { stringify } from 'csv-stringify/sync';

/** What a cell may hold: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null;

/** One column of an export: its header cell and how a row fills it. */
export type CsvColumn<Row> = { header: string; cell: (row: Row) => CsvValue };

/**
 * A date-and-time column: UK time (Europe/London) with its offset, "2026-07-01 14:05:00 +01:00", and the header
 * says so, "createdAt (UK time)" (decision 050). The offset keeps the hour the clocks go back twice apart. Empty
 * when the row has no such time.
 */
export function ukTimeColumn<Row>(
  header: string,
  instant: (row: Row) => Date | number | string | null,
): CsvColumn<Row> {
  return {
    header: `${header} (${UK_TIME})`,
    cell: (row) => {
      const value = instant(row);
      return value === null ? null : ukTimestamp(value);
    },
  };
}

/** The UTF-8 byte-order mark every export starts with. */
export const UTF8_BOM = '\uFEFF';

/**
 * Every CSV file the back office downloads (decision 047), through csv-stringify:
 * - a UTF-8 byte-order mark first, so Excel on Windows reads "Zoë" and "Siobhán" as written, not as cp1252;
 * - a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return (or their full-width forms) gets a leading
 *   `'`, so no spreadsheet runs it as a formula (OWASP "CSV injection"); names and addresses are typed by the public;
 * - RFC 4180: cells quoted when they hold a comma, a quote or a line break, quotes doubled, every row CRLF-ended.
 * The header row passes through the same rules.
 */
export function csvExport<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: CsvValue[][] = [];
  for (const row of rows) records.push(columns.map((column) => column.cell(row)));
  return stringify(records, {
    bom: true,
    columns: columns.map((column) => column.header),
    header: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    // A lone \n or \r in a cell is quoted too (by default only the whole CRLF would be, once a delimiter is set).
    quote_record_delimiter: true,
  });
}

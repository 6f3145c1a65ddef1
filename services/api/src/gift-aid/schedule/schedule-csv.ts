import { GIFT_AID_SCHEDULE_COLUMNS, type GiftAidScheduleRow } from '@solar/shared-contracts';
import { type CsvColumn, csvExport } from '../../kit/csv-export';

/** The row's cells in GIFT_AID_SCHEDULE_COLUMNS order. */
export const SCHEDULE_CELLS = [
  'title',
  'firstName',
  'lastName',
  'houseNameOrNumber',
  'postcode',
  'aggregatedDonations',
  'sponsoredEvent',
  'donationDate',
  'amount',
] as const satisfies readonly (keyof GiftAidScheduleRow)[];

/** HMRC's schedule columns, headed as in its template (decision 047). */
const SCHEDULE_CSV_COLUMNS: readonly CsvColumn<GiftAidScheduleRow>[] = SCHEDULE_CELLS.map((cell, index) => ({
  header: GIFT_AID_SCHEDULE_COLUMNS[index] ?? cell,
  cell: (row) => row[cell],
}));

/**
 * One schedule file as CSV, for staff to read in a spreadsheet (HMRC takes the .ods): HMRC's header row, then one
 * line per row, through the one export helper (byte-order mark, CRLF, RFC 4180 quoting, the formula guard).
 */
export function scheduleCsv(rows: readonly GiftAidScheduleRow[]): string {
  return csvExport(SCHEDULE_CSV_COLUMNS, rows);
}

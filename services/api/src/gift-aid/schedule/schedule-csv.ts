import { GIFT_AID_SCHEDULE_COLUMNS, type GiftAidScheduleRow } from '@solar/shared-contracts';
import { csvCell } from '../../payments/donations-csv';

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

/** One schedule file as CSV: HMRC's header row, then one line per row, CRLF, RFC 4180 quoting and the formula guard. */
export function scheduleCsv(rows: readonly GiftAidScheduleRow[]): string {
  const lines = [
    GIFT_AID_SCHEDULE_COLUMNS.map(csvCell),
    ...rows.map((row) => SCHEDULE_CELLS.map((cell) => csvCell(row[cell]))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}

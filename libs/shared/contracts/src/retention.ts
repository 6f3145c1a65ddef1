/**
 * How long the charity keeps what it holds (issue 35), in one place: the erasure and retention code read these, so
 * what the privacy policy promises and what the code does cannot drift.
 */

/** HMRC: Gift Aid declarations and the gifts they cover are kept six years after the end of the accounting period. */
export const GIFT_AID_RECORD_YEARS = 6;

/** The charity's accounting period ends on 31 March (the month after, as a 0-based month: April). */
export const ACCOUNTING_PERIOD_ENDS_BEFORE_MONTH = 3;

/**
 * The end of the accounting period holding `time` (epoch ms), as the first instant after it: 1 April 00:00 UTC of
 * the year the period ends.
 */
export function accountingPeriodEnd(time: number): number {
  const date = new Date(time);
  const year =
    date.getUTCMonth() >= ACCOUNTING_PERIOD_ENDS_BEFORE_MONTH ? date.getUTCFullYear() + 1 : date.getUTCFullYear();
  return Date.UTC(year, ACCOUNTING_PERIOD_ENDS_BEFORE_MONTH, 1);
}

/** When a declaration whose last covered gift (or, with none, the declaration itself) was at `time` may go. */
export function giftAidKeptUntil(time: number): number {
  const end = new Date(accountingPeriodEnd(time));
  return Date.UTC(end.getUTCFullYear() + GIFT_AID_RECORD_YEARS, end.getUTCMonth(), 1);
}

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

export type RetentionPeriod = { readonly count: number; readonly unit: 'month' | 'year' };

/**
 * The periods the privacy policy states, which its page renders and the retention pass applies (decision 076):
 * a contact message goes this long after the last message from its address; a declined volunteer application this
 * long after it was declined; a copy of an email we sent (its address and contents) this long after it was sent;
 * Gift Aid records this long after the end of the last covered gift's accounting period.
 */
export const RETENTION_PERIODS = {
  contactMessages: { count: 2, unit: 'year' },
  unsuccessfulVolunteerApplications: { count: 12, unit: 'month' },
  sentEmails: { count: 12, unit: 'month' },
  giftAidRecords: { count: GIFT_AID_RECORD_YEARS, unit: 'year' },
} as const satisfies Record<string, RetentionPeriod>;

/** The volunteer statuses the policy calls an unsuccessful application. */
export const UNSUCCESSFUL_VOLUNTEER_STATUSES = ['declined'] as const;

/** A period as the policy says it: "2 years", "12 months". */
export function periodWords(period: RetentionPeriod): string {
  return `${period.count} ${period.unit}${period.count === 1 ? '' : 's'}`;
}

/** The instant `period` before `time` (epoch ms), counted in calendar months and years (UTC). */
export function periodBefore(time: number, period: RetentionPeriod): number {
  const date = new Date(time);
  const months = period.unit === 'year' ? period.count * 12 : period.count;
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** The last day of the charity's accounting period as the policy says it: "31 March". */
export const accountingPeriodEndWords = new Date(
  Date.UTC(2001, ACCOUNTING_PERIOD_ENDS_BEFORE_MONTH, 0),
).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

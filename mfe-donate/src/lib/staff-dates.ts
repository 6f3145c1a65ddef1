import { formatMonthLong, formatUkDate, formatUkDateTime, UK_TIME } from '@solar/shared-format/uk-time';

/** "10 Mar 2026, 10:00 UK time": every date and time in the back office is UK time, as are the API's day filters (decision 050). */
export function formatStaffDateTime(iso: string): string {
  return `${formatUkDateTime(iso)} ${UK_TIME}`;
}

/** The UK day an instant falls on, "1 Apr 2026", or a dash for none. */
export function formatStaffDay(iso: string | null): string {
  return iso ? formatUkDate(iso) : '—';
}

/** "2026-03" → "March 2026" (the API's months are UK months). */
export function formatMonth(yearMonth: string): string {
  return formatMonthLong(yearMonth);
}

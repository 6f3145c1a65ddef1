import { MONTH_NAMES } from './months';

/**
 * "2025-05-20" → "20 May 2025", as en-GB's long date writes it, without Intl (see formatNumber). Text that is not
 * a real ISO calendar date (such as "Coming Soon") is returned unchanged.
 */
export function formatLongDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

const HOUR_MS = 3_600_000;

/** The instant (UTC ms) of the last Sunday of a month, at 01:00 UTC: when UK clocks change (since 1996). */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR_MS + HOUR_MS;
}

/**
 * The UK calendar day (YYYY-MM-DD) of an ISO instant, British Summer Time included, without Intl (its first use
 * costs a slow phone a long task): an article published at 00:30 on a summer morning in London is that day's.
 */
export function ukCalendarDay(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant.slice(0, 10);
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  return new Date(time + (summer ? HOUR_MS : 0)).toISOString().slice(0, 10);
}

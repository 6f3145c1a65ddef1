import { formatDayLong, ukToday } from '@solar/shared-format/uk-time';

/** A claim's period: whole UK days, both ends included, as YYYY-MM-DD. */
export type ClaimPeriod = { from: string; to: string };

/** Today's date in the UK (the day HMRC's schedule gives a gift), as YYYY-MM-DD. */
export { ukToday };

/**
 * The period a claim starts from: the UK tax year so far (6 April to today). Claimed gifts are never listed again,
 * so the widest period of the current year finds everything still unclaimed; narrow it to claim a month at a time.
 */
export function defaultClaimPeriod(now: Date = new Date()): ClaimPeriod {
  const today = ukToday(now);
  const year = Number(today.slice(0, 4));
  const taxYearStart = today >= `${year}-04-06` ? year : year - 1;
  return { from: `${taxYearStart}-04-06`, to: today };
}

/** The last complete calendar month before today (UK). */
export function lastCompleteMonth(now: Date = new Date()): ClaimPeriod {
  const [year, month] = ukToday(now).split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return {
    from: start.toISOString().slice(0, 10),
    to: end.toISOString().slice(0, 10),
  };
}

/** "6 April 2026 to 23 November 2026" (UK days). */
export function describePeriod({ from, to }: ClaimPeriod): string {
  return `${formatDayLong(from)} to ${formatDayLong(to)}`;
}

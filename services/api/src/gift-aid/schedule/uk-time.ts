import { ukDayOf, ukDayEnd as ukDayEndInstant, ukDayStart as ukDayStartInstant } from '@solar/shared-format/uk-time';

/**
 * Gift Aid dates are UK days: a gift at 00:30 BST on 1 April belongs to 1 April, not to 31 March (UTC). The
 * conversion is the back office's one clock (@solar/shared-format/uk-time, decision 050); these are its epoch-ms
 * forms for the `paidAt` columns, and HMRC's own date format.
 */
export const ukDayStart = (day: string): number => ukDayStartInstant(day).getTime();

/** The instant the day after this UK day starts: a period's exclusive end. */
export const ukDayEnd = (day: string): number => ukDayEndInstant(day).getTime();

/** HMRC's schedule date, DD/MM/YY, of the UK day this instant falls on. */
export function scheduleDate(epochMs: number): string {
  const [year, month, day] = ukDayOf(epochMs).split('-') as [string, string, string];
  return `${day}/${month}/${year.slice(2)}`;
}

/** The UK calendar year of an instant (a claim's reference year). */
export function ukYear(epochMs: number): number {
  return Number(ukDayOf(epochMs).slice(0, 4));
}

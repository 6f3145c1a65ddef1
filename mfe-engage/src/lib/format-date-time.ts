import { formatDayLong, formatUkDateTime } from '@solar/shared-format/uk-time';

/** A timestamp as the charity's staff read it, in UK time (decision 050), e.g. "23 Nov 2026, 11:25". */
export function formatDateTime(iso: string): string {
  return formatUkDateTime(iso);
}

/** A calendar day (YYYY-MM-DD) in words, e.g. "12 April 1995". */
export function formatDay(isoDay: string): string {
  return formatDayLong(isoDay);
}

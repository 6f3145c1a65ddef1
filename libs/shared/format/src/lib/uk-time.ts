import { MONTH_NAMES, SHORT_MONTH_NAMES } from './months';

/**
 * The back office's one clock: UK time (Europe/London, BST included), through Intl, which every browser staff use and
 * Node (full ICU) carry with the time-zone rules (decision 050). Public pages never import this entry: a page's first
 * use of Intl is a long task on a slow phone (decision 034); the formats are made on first use, not on import.
 */
export const UK_TIME_ZONE = 'Europe/London';

/** The words a staff page puts beside any date or time it shows, and a CSV beside each date column's name. */
export const UK_TIME = 'UK time';

/** First and last UK calendar days (YYYY-MM-DD), both included; either may be absent. */
export type UkDayRange = { from?: string; to?: string };

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE_MS = 60_000;

let wallClockFormat: Intl.DateTimeFormat | undefined;

function ukWallClock(epochMs: number): WallClock {
  wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 0,
    day: parts['day'] ?? 0,
    hour: (parts['hour'] ?? 0) % 24,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const toEpoch = (instant: Date | number | string): number =>
  typeof instant === 'number' ? instant : new Date(instant).getTime();

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** `day` (YYYY-MM-DD) plus `count` calendar days, as YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** How many minutes UK wall-clock time is ahead of UTC at this instant: 0 in winter (GMT), 60 in summer (BST). */
export function ukOffsetMinutes(instant: Date | number | string): number {
  const epochMs = toEpoch(instant);
  const p = ukWallClock(epochMs);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant a UK day (YYYY-MM-DD) begins: 00:00 Europe/London. Found in two steps (the offset a guess has, then
 * the offset at that instant), so it holds on the days the clocks change, whatever hour they change at.
 */
export function ukDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date);
  const guess = wallMidnight - ukOffsetMinutes(wallMidnight) * MINUTE_MS;
  return new Date(wallMidnight - ukOffsetMinutes(guess) * MINUTE_MS);
}

/** The instant the UK day after `day` begins: the exclusive end of `day` (23 hours long on 29 March 2026, 25 on 25 October). */
export function ukDayEnd(day: string): Date {
  return ukDayStart(addDays(day, 1));
}

/** A filter's UK days as instants: from the start of `from` (included) to the start of the day after `to` (excluded). */
export function ukDayBounds(range: UkDayRange): { start?: Date; end?: Date } {
  return {
    ...(range.from ? { start: ukDayStart(range.from) } : {}),
    ...(range.to ? { end: ukDayEnd(range.to) } : {}),
  };
}

/** The UK calendar day (YYYY-MM-DD) an instant falls on: 00:30 BST on 1 April is 1 April, not 31 March. */
export function ukDayOf(instant: Date | number | string): string {
  const p = ukWallClock(toEpoch(instant));
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today in the UK, as YYYY-MM-DD. */
export function ukToday(now: Date = new Date()): string {
  return ukDayOf(now);
}

/** The UK calendar month an instant falls in, as its first and last days (YYYY-MM-DD), both included. */
export function ukMonthOf(now: Date = new Date()): Required<UkDayRange> {
  const [year, month] = ukDayOf(now).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${pad(year, 4)}-${pad(month)}-01`, to: `${pad(year, 4)}-${pad(month)}-${pad(last)}` };
}

/** The UK month (YYYY-MM) an instant falls in. */
export function ukMonthKey(instant: Date | number | string): string {
  return ukDayOf(instant).slice(0, 7);
}

/** An instant as staff read it, in UK time: "23 Nov 2026, 11:25". Text that is not a time is returned as given. */
export function formatUkDateTime(instant: Date | number | string): string {
  const epochMs = toEpoch(instant);
  if (Number.isNaN(epochMs)) return String(instant);
  const p = ukWallClock(epochMs);
  return `${p.day} ${SHORT_MONTH_NAMES[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A time as every staff list, page, dialog and message shows it, its clock named beside it: "23 Nov 2026, 11:25 UK
 * time" (decision 050). Headers and labels then need not say it, and no list reads differently from another.
 */
export function formatStaffDateTime(instant: Date | number | string): string {
  return Number.isNaN(toEpoch(instant)) ? String(instant) : `${formatUkDateTime(instant)} ${UK_TIME}`;
}

/** The UK day an instant falls on, in words: "23 Nov 2026". */
export function formatUkDate(instant: Date | number | string): string {
  const epochMs = toEpoch(instant);
  if (Number.isNaN(epochMs)) return String(instant);
  const p = ukWallClock(epochMs);
  return `${p.day} ${SHORT_MONTH_NAMES[p.month - 1]} ${p.year}`;
}

/** A calendar day (YYYY-MM-DD, already a UK day) in words: "29 March 2026"; other text as given. */
export function formatDayLong(day: string): string {
  if (!isCalendarDay(day)) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** A month (YYYY-MM) in words: "March 2026". */
export function formatMonthLong(yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? `${MONTH_NAMES[month - 1]} ${match[1]}` : yearMonth;
}

/**
 * An instant in UK time for files other programs read (CSV exports): ISO-like, to the second, with its offset, so it
 * is unambiguous on the night the clocks go back: "2026-07-01 14:05:00 +01:00", "2026-12-01 09:00:00 +00:00".
 */
export function ukTimestamp(instant: Date | number | string): string {
  const epochMs = toEpoch(instant);
  if (Number.isNaN(epochMs)) return String(instant);
  const p = ukWallClock(epochMs);
  const offset = ukOffsetMinutes(epochMs);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)} ` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

import { UK_TIME_ZONE } from '@solar/shared-format/uk-time';

/**
 * The editor's `datetime-local` field on the UK clock (decision 050: staff read and choose times in UK time, summer
 * time included). Times are shown with the back office's one formatter, formatStaffDateTime.
 */

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function ukWallClock(at: number): WallClock {
  const found: Record<string, number> = {};
  for (const part of parts.formatToParts(new Date(at)))
    if (part.type !== 'literal') found[part.type] = Number(part.value);
  return {
    year: found['year'] ?? 0,
    month: found['month'] ?? 1,
    day: found['day'] ?? 1,
    hour: found['hour'] ?? 0,
    minute: found['minute'] ?? 0,
    second: found['second'] ?? 0,
  };
}

const HOUR = 3_600_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input's value on the UK clock ("2026-11-27T09:30"). */
export function toUkInputValue(at: number | string): string {
  const wall = ukWallClock(typeof at === 'string' ? Date.parse(at) : at);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read as UK time, as an ISO instant; undefined when it is not a time. In the hour the
 * clocks go back, the earlier (summer time) reading is taken; a time the clocks skip in spring moves an hour on.
 */
export function ukInputToInstant(value: string): string | undefined {
  const match = INPUT_VALUE.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return undefined;
  // The UK clock is UTC or an hour ahead of it: the earliest of the two readings that shows this value.
  const readings = [asUtc - HOUR, asUtc].filter((at) => toUkInputValue(at) === value);
  return new Date(readings[0] ?? asUtc).toISOString();
}

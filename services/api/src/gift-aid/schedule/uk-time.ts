/** Gift Aid dates are UK days: a gift at 00:30 BST on 1 April belongs to 1 April, not to 31 March (UTC). */
export const UK_TIME_ZONE = 'Europe/London';

const wallClock = new Intl.DateTimeFormat('en-GB', {
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

function ukParts(epochMs: number): WallClock {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(epochMs)).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 0,
    day: parts['day'] ?? 0,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** How far UK wall-clock time is ahead of UTC at this instant (0 in winter, one hour in summer). */
function ukOffsetMs(epochMs: number): number {
  const p = ukParts(epochMs);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant a UK day (YYYY-MM-DD) starts. The clocks change at 01:00 UTC, never at UK midnight, so the offset
 * at 00:00 UTC of that date is the offset at UK midnight.
 */
export function ukDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  return utcMidnight - ukOffsetMs(utcMidnight);
}

/** The instant the day after this UK day starts: a period's exclusive end. */
export function ukDayEnd(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return ukDayStart(new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** HMRC's schedule date, DD/MM/YY, of the UK day this instant falls on. */
export function scheduleDate(epochMs: number): string {
  const p = ukParts(epochMs);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year % 100)}`;
}

/** The UK calendar year of an instant (a claim's reference year). */
export function ukYear(epochMs: number): number {
  return ukParts(epochMs).year;
}

import { formatLongDate, ukCalendarDay } from './format-date';

const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('formatLongDate', () => {
  it('writes an ISO date as en-GB Intl does, every day of two years', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect([iso, formatLongDate(iso)]).toEqual([iso, intl.format(new Date(day))]);
    }
  });

  it('returns text that is not a calendar date unchanged', () => {
    for (const text of ['Coming Soon', '2025-5-20', '2025-02-30', '20 May 2025', ''])
      expect(formatLongDate(text)).toBe(text);
  });
});

describe('ukCalendarDay', () => {
  const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

  it('gives the London day of every half hour of 2026, across both clock changes', () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 1_800_000) {
      const instant = new Date(time).toISOString();
      expect([instant, ukCalendarDay(instant)]).toEqual([instant, london.format(new Date(time))]);
    }
  });

  it('reads the changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(ukCalendarDay('2026-03-28T23:30:00.000Z')).toBe('2026-03-28');
    expect(ukCalendarDay('2026-06-30T23:30:00.000Z')).toBe('2026-07-01');
    expect(ukCalendarDay('2026-10-24T23:30:00.000Z')).toBe('2026-10-25');
    expect(ukCalendarDay('2026-12-31T23:30:00.000Z')).toBe('2026-12-31');
  });
});

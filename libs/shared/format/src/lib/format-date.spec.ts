import { formatLongDate } from './format-date';

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

import {
  addDays,
  formatDayLong,
  formatMonthLong,
  formatStaffDateTime,
  formatUkDate,
  formatUkDateTime,
  isCalendarDay,
  ukDayBounds,
  ukDayEnd,
  ukDayOf,
  ukDayStart,
  ukMonthOf,
  ukOffsetMinutes,
  ukTimestamp,
  ukToday,
} from './uk-time';

const HOUR = 3_600_000;
const iso = (date: Date) => date.toISOString();

describe('UK days as instants', () => {
  it('starts a winter day at midnight UTC and a summer day at 23:00 UTC the evening before', () => {
    expect(iso(ukDayStart('2026-01-15'))).toBe('2026-01-15T00:00:00.000Z');
    expect(iso(ukDayStart('2026-07-01'))).toBe('2026-06-30T23:00:00.000Z');
    expect(iso(ukDayEnd('2026-01-15'))).toBe('2026-01-16T00:00:00.000Z');
    expect(iso(ukDayEnd('2026-07-01'))).toBe('2026-07-01T23:00:00.000Z');
  });

  it('makes 29 March 2026 (clocks forward at 01:00 GMT) 23 hours long', () => {
    const start = ukDayStart('2026-03-29');
    const end = ukDayEnd('2026-03-29');
    expect(iso(start)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(end)).toBe('2026-03-29T23:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it('makes 25 October 2026 (clocks back at 02:00 BST) 25 hours long', () => {
    const start = ukDayStart('2026-10-25');
    const end = ukDayEnd('2026-10-25');
    expect(iso(start)).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(end)).toBe('2026-10-26T00:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it('gives every day of 2026 a start that is UK midnight and an end that is the next day’s start', () => {
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      const start = ukDayStart(day);
      expect([day, ukDayOf(start), ukTimestamp(start).slice(11, 19)]).toEqual([day, day, '00:00:00']);
      expect(ukDayOf(start.getTime() - 1)).toBe(addDays(day, -1));
      expect(ukDayEnd(day)).toEqual(ukDayStart(addDays(day, 1)));
    }
  });

  it('turns a filter’s days into a half-open range of instants, either end optional', () => {
    expect(ukDayBounds({ from: '2026-03-29', to: '2026-10-25' })).toEqual({
      start: new Date('2026-03-29T00:00:00Z'),
      end: new Date('2026-10-26T00:00:00Z'),
    });
    expect(ukDayBounds({ to: '2026-06-01' })).toEqual({ end: new Date('2026-06-01T23:00:00Z') });
    expect(ukDayBounds({})).toEqual({});
  });
});

describe('instants as UK days', () => {
  it('puts 00:30 BST on 1 April on 1 April and 23:30 GMT on 31 December on 31 December', () => {
    expect(ukDayOf('2026-03-31T23:30:00Z')).toBe('2026-04-01');
    expect(ukDayOf('2026-12-31T23:30:00Z')).toBe('2026-12-31');
    expect(ukToday(new Date('2026-06-30T23:05:00Z'))).toBe('2026-07-01');
  });

  it('knows the offset on each side of both changes', () => {
    expect(ukOffsetMinutes('2026-03-29T00:59:59Z')).toBe(0);
    expect(ukOffsetMinutes('2026-03-29T01:00:00Z')).toBe(60);
    expect(ukOffsetMinutes('2026-10-25T00:59:59Z')).toBe(60);
    expect(ukOffsetMinutes('2026-10-25T01:00:00Z')).toBe(0);
  });

  it('gives the UK month, which starts an hour early in summer', () => {
    expect(ukMonthOf(new Date('2026-06-30T23:30:00Z'))).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(ukMonthOf(new Date('2026-02-14T12:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(ukMonthOf(new Date('2028-02-29T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('writing UK times', () => {
  it('writes the wall clock staff read, in each season', () => {
    expect(formatUkDateTime('2026-01-15T09:05:00Z')).toBe('15 Jan 2026, 09:05');
    expect(formatUkDateTime('2026-07-01T13:05:00Z')).toBe('1 Jul 2026, 14:05');
    expect(formatUkDate('2026-03-31T23:30:00Z')).toBe('1 Apr 2026');
    expect(formatUkDateTime('not a time')).toBe('not a time');
  });

  it('names the clock beside every time staff read, summer time included', () => {
    expect(formatStaffDateTime('2026-01-15T09:05:00Z')).toBe('15 Jan 2026, 09:05 UK time');
    expect(formatStaffDateTime('2026-07-01T13:05:00Z')).toBe('1 Jul 2026, 14:05 UK time');
    expect(formatStaffDateTime(Date.UTC(2026, 9, 25, 0, 30))).toBe('25 Oct 2026, 01:30 UK time');
    expect(formatStaffDateTime('not a time')).toBe('not a time');
  });

  it('matches Intl’s en-GB medium date and short time in Europe/London for a year of hours', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/London',
    });
    for (let at = Date.UTC(2026, 0, 1, 0, 7); at < Date.UTC(2027, 0, 1); at += 7 * HOUR) {
      expect(formatUkDateTime(at)).toBe(intl.format(new Date(at)).replace('Sept', 'Sep'));
    }
  });

  it('writes CSV timestamps with their offset, so the repeated hour of 25 October is unambiguous', () => {
    expect(ukTimestamp('2026-07-01T13:05:00Z')).toBe('2026-07-01 14:05:00 +01:00');
    expect(ukTimestamp('2026-12-01T09:00:00Z')).toBe('2026-12-01 09:00:00 +00:00');
    expect(ukTimestamp('2026-10-25T00:30:00Z')).toBe('2026-10-25 01:30:00 +01:00');
    expect(ukTimestamp('2026-10-25T01:30:00Z')).toBe('2026-10-25 01:30:00 +00:00');
    expect(ukTimestamp('2026-03-29T01:00:00Z')).toBe('2026-03-29 02:00:00 +01:00');
  });

  it('writes days and months in words', () => {
    expect(formatDayLong('2026-03-29')).toBe('29 March 2026');
    expect(formatDayLong('2026-02-30')).toBe('2026-02-30');
    expect(formatMonthLong('2026-10')).toBe('October 2026');
    expect(formatMonthLong('2026-13')).toBe('2026-13');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-03-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-3-29', '29/03/2026', '', 20260329]) expect(isCalendarDay(text)).toBe(false);
  });
});

import { defaultClaimPeriod, describePeriod, lastCompleteMonth, ukToday } from './claim-period';

describe('a claim’s period', () => {
  it('starts at the UK tax year so far: 6 April this year once it has come, else last year’s', () => {
    expect(defaultClaimPeriod(new Date('2026-11-23T12:00:00Z'))).toEqual({ from: '2026-04-06', to: '2026-11-23' });
    expect(defaultClaimPeriod(new Date('2026-04-06T00:30:00Z'))).toEqual({ from: '2026-04-06', to: '2026-04-06' });
    expect(defaultClaimPeriod(new Date('2026-04-05T22:00:00Z'))).toEqual({ from: '2025-04-06', to: '2026-04-05' });
    expect(defaultClaimPeriod(new Date('2027-01-02T10:00:00Z'))).toEqual({ from: '2026-04-06', to: '2027-01-02' });
  });

  it('counts days in the UK, where British Summer Time is an hour ahead of UTC', () => {
    expect(ukToday(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('offers the last complete month, across a year’s end too', () => {
    expect(lastCompleteMonth(new Date('2026-11-23T12:00:00Z'))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastCompleteMonth(new Date('2026-03-10T12:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastCompleteMonth(new Date('2027-01-15T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads as words', () => {
    expect(describePeriod({ from: '2026-04-06', to: '2026-11-23' })).toBe('6 April 2026 to 23 November 2026');
  });
});

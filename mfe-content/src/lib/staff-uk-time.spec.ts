import { toUkInputValue, ukInputToInstant } from './staff-uk-time';

describe('UK time for the article editor', () => {
  it('reads a winter time as UTC and a summer time as an hour ahead of it', () => {
    expect(ukInputToInstant('2026-12-01T09:30')).toBe('2026-12-01T09:30:00.000Z');
    expect(ukInputToInstant('2027-06-15T09:30')).toBe('2027-06-15T08:30:00.000Z');
  });

  it('takes the summer-time reading in the hour the clocks go back, and moves a skipped spring time on', () => {
    expect(ukInputToInstant('2026-10-25T01:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(ukInputToInstant('2027-03-28T01:30')).toBe('2027-03-28T01:30:00.000Z');
  });

  it('shows an instant back on the UK clock, in the input’s form', () => {
    expect(toUkInputValue('2027-06-15T08:30:00.000Z')).toBe('2027-06-15T09:30');
    expect(toUkInputValue('2026-12-01T09:30:00.000Z')).toBe('2026-12-01T09:30');
  });

  it('refuses what is not a time', () => {
    expect(ukInputToInstant('')).toBeUndefined();
    expect(ukInputToInstant('tomorrow at nine')).toBeUndefined();
  });
});

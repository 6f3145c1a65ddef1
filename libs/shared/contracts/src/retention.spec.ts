import { accountingPeriodEndWords, giftAidKeptUntil, periodBefore, periodWords, RETENTION_PERIODS } from './retention';

describe('retention periods', () => {
  it('says each period as the privacy policy does', () => {
    expect(periodWords(RETENTION_PERIODS.contactMessages)).toBe('2 years');
    expect(periodWords(RETENTION_PERIODS.unsuccessfulVolunteerApplications)).toBe('12 months');
    expect(periodWords(RETENTION_PERIODS.sentEmails)).toBe('12 months');
    expect(periodWords(RETENTION_PERIODS.giftAidRecords)).toBe('6 years');
    expect(periodWords({ count: 1, unit: 'month' })).toBe('1 month');
    expect(accountingPeriodEndWords).toBe('31 March');
  });

  it('counts a period back in calendar months and years', () => {
    const now = Date.UTC(2026, 10, 28, 18, 0);
    expect(periodBefore(now, RETENTION_PERIODS.contactMessages)).toBe(Date.UTC(2024, 10, 28, 18, 0));
    expect(periodBefore(now, RETENTION_PERIODS.unsuccessfulVolunteerApplications)).toBe(Date.UTC(2025, 10, 28, 18, 0));
  });

  it('keeps Gift Aid records six years after the end of the accounting period of the last gift', () => {
    expect(giftAidKeptUntil(Date.UTC(2020, 2, 31))).toBe(Date.UTC(2026, 3, 1));
    expect(giftAidKeptUntil(Date.UTC(2020, 3, 1))).toBe(Date.UTC(2027, 3, 1));
  });
});

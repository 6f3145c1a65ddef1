import { formatDollars, formatPounds, fundingPercent, remainingAmount, roundToPence } from './money';

describe('money helpers', () => {
  it('formats pounds and dollars', () => {
    expect(formatPounds(3000)).toBe('£3,000');
    expect(formatPounds(12.5)).toBe('£12.50');
    expect(formatDollars(35000)).toBe('$35,000');
  });

  it('rounds the funding percent and never reports a negative remainder', () => {
    expect(fundingPercent(8500, 35000)).toBe(24);
    expect(fundingPercent(12000, 50000)).toBe(24);
    expect(fundingPercent(5500, 25000)).toBe(22);
    expect(fundingPercent(3200, 15000)).toBe(21);
    expect(fundingPercent(10, 0)).toBe(0);
    expect(remainingAmount(8500, 35000)).toBe(26500);
    expect(remainingAmount(40000, 35000)).toBe(0);
  });

  it('rounds amounts to pence', () => {
    expect(roundToPence(10.555)).toBe(10.56);
    expect(roundToPence(75.5)).toBe(75.5);
    expect(roundToPence(25)).toBe(25);
  });
});

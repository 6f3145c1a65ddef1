import { formatMoney, formatUkDate, greeting, oneLine, receiptNumber } from './email-format';

describe('email formatting', () => {
  it('writes money with its symbol and two decimal places', () => {
    expect(formatMoney('25.00', 'GBP')).toBe('£25.00');
    expect(formatMoney('25', 'GBP')).toBe('£25.00');
    expect(formatMoney('1234.5', 'GBP')).toBe('£1,234.50');
    expect(formatMoney('10.00', 'EUR')).toBe('€10.00');
    expect(formatMoney('10.00', 'NOPE!')).toBe('10.00 NOPE!');
  });

  it('writes dates the UK way, on the UK calendar', () => {
    expect(formatUkDate('2026-11-23T10:00:00Z')).toBe('23 November 2026');
    expect(formatUkDate('2026-07-31T23:30:00Z')).toBe('1 August 2026');
    expect(formatUkDate('2026-12-31T23:30:00Z')).toBe('31 December 2026');
  });

  it('numbers receipts from the donation id', () => {
    expect(receiptNumber(123)).toBe('FSS-000123');
    expect(receiptNumber(1234567)).toBe('FSS-1234567');
  });

  it('keeps subject lines to one short line', () => {
    expect(oneLine('  a\r\n b\tc  ')).toBe('a b c');
    expect(oneLine('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('greets by name, or as a friend', () => {
    expect(greeting(' Amina ')).toBe('Dear Amina,');
    expect(greeting('')).toBe('Dear friend,');
    expect(greeting(null)).toBe('Dear friend,');
  });
});

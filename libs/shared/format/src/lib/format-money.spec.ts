import { formatDollars, formatMoney } from './format-money';

function intlPounds(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/\.(\d)$/, '.$10');
}

describe('formatMoney', () => {
  it('shows whole pounds without pence and other amounts with two decimals', () => {
    expect(formatMoney(1500)).toBe('£1,500');
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatMoney(10.555)).toBe('£10.56');
    expect(formatMoney(0)).toBe('£0');
  });

  it.each(['GBP', 'EUR', 'USD', 'PKR'])('writes %s as en-GB Intl does', (currency) => {
    for (const amount of [0, 5, 12.5, 99.99, 1234.56, 250_000, -5, -1234.5])
      expect(formatMoney(amount, currency)).toBe(intlPounds(amount, currency));
  });

  it('shows an unknown or malformed currency as pounds', () => {
    expect(formatMoney(25, 'pounds')).toBe('£25');
  });
});

describe('formatDollars', () => {
  it('writes what en-US Intl writes', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    for (const amount of [0, 35_000, 12.5, 1234.56, 1_000_000]) expect(formatDollars(amount)).toBe(intl.format(amount));
  });
});

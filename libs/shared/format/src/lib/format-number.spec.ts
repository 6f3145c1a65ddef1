import { formatNumber } from './format-number';

const values = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  12_345.678,
  1_000_000,
  35_000,
  1.005,
  2.5,
  12.345,
  0.125,
  0.0004,
  99.995,
  1234.5,
  -1,
  -1234.56,
  -0.001,
  123_456_789.987,
  2 ** 40 + 0.5,
];
const optionSets = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2 },
];

describe('formatNumber', () => {
  it.each(optionSets)('writes what en-GB Intl writes, with %j', (options) => {
    for (const value of values)
      expect([value, formatNumber(value, options)]).toEqual([value, value.toLocaleString('en-GB', options)]);
  });

  it('agrees with Intl over many random amounts in pence and in thousandths', () => {
    for (let i = 0; i < 5000; i += 1) {
      const pence = Math.round(Math.random() * 10_000_000) / 100;
      const thousandths = Math.round(Math.random() * 1_000_000) / 1000;
      expect(formatNumber(pence, { maximumFractionDigits: 2 })).toBe(
        pence.toLocaleString('en-GB', { maximumFractionDigits: 2 }),
      );
      expect(formatNumber(thousandths)).toBe(thousandths.toLocaleString('en-GB'));
    }
  });

  it('hands numbers it cannot write exactly to Intl', () => {
    for (const value of [1e21, 1e-7, Number.POSITIVE_INFINITY, Number.NaN])
      expect(formatNumber(value)).toBe(value.toLocaleString('en-GB'));
  });
});

import { MAX_DONATION_AMOUNT } from '@solar/shared-contracts';
import { donationAmountProblem, sameMoney, samePaidAmount, toPence } from './money';

describe('donationAmountProblem', () => {
  it.each([1, 1.5, 10.1, 10.01, 25, 0.1 + 0.9, 19.99, 49_999.99, MAX_DONATION_AMOUNT, 1.1, 2.3, 4.35, 1234.56])(
    'accepts %p',
    (amount) => {
      expect(donationAmountProblem(amount)).toBeNull();
    },
  );

  it.each([
    [undefined, 'amount is required'],
    [null, 'amount is required'],
    ['25', 'amount must be a number of pounds, e.g. 25 or 25.50'],
    [true, 'amount must be a number of pounds, e.g. 25 or 25.50'],
    [Number.NaN, 'amount must be a number of pounds, e.g. 25 or 25.50'],
    [Number.POSITIVE_INFINITY, 'amount must be a number of pounds, e.g. 25 or 25.50'],
    [0, 'amount must be at least £1'],
    [0.99, 'amount must be at least £1'],
    [-5, 'amount must be at least £1'],
    [MAX_DONATION_AMOUNT + 0.01, 'amount must be at most £50,000; for a larger gift please give by bank transfer'],
    [1e9, 'amount must be at most £50,000; for a larger gift please give by bank transfer'],
    [10.001, 'amount must have at most two decimal places'],
    [10.005, 'amount must have at most two decimal places'],
    [0.7 + 0.6, 'amount must have at most two decimal places'],
    [1 + 1e-9, 'amount must have at most two decimal places'],
  ])('refuses %p: %s', (amount, problem) => {
    expect(donationAmountProblem(amount)).toBe(problem);
  });
});

describe('sameMoney', () => {
  const donation = { amount: 25.1, currency: 'GBP' };

  it('compares pence and currency exactly', () => {
    expect(sameMoney(donation, { value: '25.10', currencyCode: 'GBP' })).toBe(true);
    expect(sameMoney(donation, { value: '25.1', currencyCode: 'GBP' })).toBe(true);
    expect(sameMoney(donation, { value: '25.11', currencyCode: 'GBP' })).toBe(false);
    expect(sameMoney(donation, { value: '25.10', currencyCode: 'USD' })).toBe(false);
    expect(sameMoney(donation, { value: 'abc', currencyCode: 'GBP' })).toBe(false);
  });

  it('counts pence without float drift', () => {
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence('49999.99')).toBe(4_999_999);
  });
});

describe('samePaidAmount', () => {
  it('compares two PayPal amounts by pence and currency, refusing anything that is not money', () => {
    expect(samePaidAmount({ value: '40.00', currencyCode: 'GBP' }, { value: '40', currencyCode: 'GBP' })).toBe(true);
    expect(samePaidAmount({ value: '40.00', currencyCode: 'GBP' }, { value: '400.00', currencyCode: 'GBP' })).toBe(
      false,
    );
    expect(samePaidAmount({ value: '40.00', currencyCode: 'GBP' }, { value: '40.00', currencyCode: 'EUR' })).toBe(
      false,
    );
    expect(samePaidAmount({ value: '-40', currencyCode: 'GBP' }, { value: '-40', currencyCode: 'GBP' })).toBe(false);
  });
});

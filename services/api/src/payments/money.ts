import { MAX_DONATION_AMOUNT, MIN_DONATION_AMOUNT } from '@solar/shared-contracts';

/** Whole pence of an amount in pounds (a number or PayPal's decimal string). */
export function toPence(value: number | string): number {
  return Math.round(Number(value) * 100);
}

/** True when PayPal's amount is exactly the donation's amount and currency. */
export function sameMoney(donation: { amount: number; currency: string }, paid: { value: string; currencyCode: string }): boolean {
  return paid.currencyCode === donation.currency && /^\d+(\.\d{1,2})?$/.test(paid.value) && toPence(paid.value) === toPence(donation.amount);
}

/** Pounds with at most two decimals, as JavaScript writes the number back (10.1 → "10.1", 10.001 → "10.001"). */
const POUNDS_AND_PENCE = /^\d+(\.\d{1,2})?$/;

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;

/**
 * Why a donation amount is refused, or null when it is fine: a JSON number (not a string, not NaN or Infinity),
 * from MIN_DONATION_AMOUNT to MAX_DONATION_AMOUNT, with at most two decimals. The decimals are read from the
 * number's shortest decimal form, so there is no float tolerance to get wrong: 10.1 passes, 10.001 does not.
 */
export function donationAmountProblem(value: unknown): string | null {
  if (value === undefined || value === null) return 'amount is required';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'amount must be a number of pounds, e.g. 25 or 25.50';
  if (value < MIN_DONATION_AMOUNT) return `amount must be at least ${pounds(MIN_DONATION_AMOUNT)}`;
  if (value > MAX_DONATION_AMOUNT) return `amount must be at most ${pounds(MAX_DONATION_AMOUNT)}; for a larger gift please give by bank transfer`;
  if (!POUNDS_AND_PENCE.test(String(value))) return 'amount must have at most two decimal places';
  return null;
}

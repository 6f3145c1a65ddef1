/** Whole pence of an amount in pounds (a number or PayPal's decimal string). */
export function toPence(value: number | string): number {
  return Math.round(Number(value) * 100);
}

type PaidAmount = { value: string; currencyCode: string };

const DECIMAL_MONEY = /^\d+(\.\d{1,2})?$/;

/** True when PayPal's amount is exactly the donation's amount and currency. */
export function sameMoney(donation: { amount: number; currency: string }, paid: PaidAmount): boolean {
  return (
    paid.currencyCode === donation.currency &&
    DECIMAL_MONEY.test(paid.value) &&
    toPence(paid.value) === toPence(donation.amount)
  );
}

/** True when two amounts written by PayPal (a webhook event's and PayPal's own record) are the same money. */
export function samePaidAmount(one: PaidAmount, other: PaidAmount): boolean {
  return (
    one.currencyCode === other.currencyCode &&
    DECIMAL_MONEY.test(one.value) &&
    DECIMAL_MONEY.test(other.value) &&
    toPence(one.value) === toPence(other.value)
  );
}

/** The amount rule is shared with the donate forms (libs/shared/contracts form-rules). */
export { donationAmountProblem } from '@solar/shared-contracts';

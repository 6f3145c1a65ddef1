import { formatMoney } from '@solar/shared-format';

export { formatDollars, fundingPercent, remainingAmount } from '@solar/shared-format';

/** Pounds, the currency every donation is taken in: 1500 → "£1,500", 12.5 → "£12.50". */
export function formatPounds(amount: number, currency = 'GBP') {
  return formatMoney(amount, currency);
}

/** Pounds to whole pence: gifts carry two decimals at most. 10.555 → 10.56. */
export function roundToPence(amount: number) {
  return Math.round(amount * 100) / 100;
}

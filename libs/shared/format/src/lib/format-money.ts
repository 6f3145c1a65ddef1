import { formatNumber } from './format-number';

/** The symbols en-GB gives the currencies the site shows; any other code is written by Intl. */
const EN_GB_SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: 'US$' };

function withSymbol(symbol: string, amount: number): string {
  const text = formatNumber(Math.abs(amount), { maximumFractionDigits: 2 }).replace(/\.(\d)$/, '.$10');
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
}

/**
 * An amount as the donation pages show it, en-GB: whole amounts without pence ("£1,500"), others with two
 * decimals ("£12.50"). A currency that is not a three-letter code is shown as pounds.
 */
export function formatMoney(amount: number, currency = 'GBP'): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'GBP';
  const symbol = EN_GB_SYMBOLS[code];
  if (symbol !== undefined) return withSymbol(symbol, amount);
  const text = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
  return text.replace(/\.(\d)$/, '.$10');
}

/** Dollars as the sponsor pages show them (en-US): 35000 → "$35,000", 12.5 → "$12.5". */
export function formatDollars(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${formatNumber(Math.abs(amount), { maximumFractionDigits: 2 })}`;
}

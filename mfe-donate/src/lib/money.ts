const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string) {
  const key = `${locale}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/** Pounds, the currency every donation is taken in: 1500 → "£1,500", 12.5 → "£12.50". */
export function formatPounds(amount: number, currency = 'GBP') {
  const value = formatter(/^[A-Z]{3}$/.test(currency) ? currency : 'GBP', 'en-GB').format(amount);
  return value.replace(/\.(\d)$/, '.$10');
}

/** Dollars, as the sponsor pages display them: 35000 → "$35,000". */
export function formatDollars(amount: number) {
  return formatter('USD', 'en-US').format(amount);
}

/** Share of the target raised, as a whole percent (spec §9). A target of zero or less gives 0. */
export function fundingPercent(raised: number, target: number) {
  if (!(target > 0)) return 0;
  return Math.round((raised / target) * 100);
}

/** What is still needed; never negative (spec §9). */
export function remainingAmount(raised: number, target: number) {
  return Math.max(0, target - raised);
}

/** Pounds to whole pence: gifts carry two decimals at most. 10.555 → 10.56. */
export function roundToPence(amount: number) {
  return Math.round(amount * 100) / 100;
}

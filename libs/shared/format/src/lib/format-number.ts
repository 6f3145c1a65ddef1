export type DigitOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

let intlFallback: ((value: number, options: DigitOptions) => string) | undefined;

/** Numbers outside what the plain path handles exactly (huge, tiny, not finite) still get Intl's answer. */
function viaIntl(value: number, options: DigitOptions): string {
  intlFallback ??= (number, digits) => number.toLocaleString('en-GB', digits);
  return intlFallback(value, options);
}

/**
 * Rounds half away from zero on the number's shortest decimal text, as Intl does: 12.345 → "12.35" and
 * 1.005 → "1.01", where toFixed would read the binary value (1.00499…) and give "1.00".
 */
function roundedText(magnitude: number, maximum: number): string | null {
  const scaled = Math.round(Number(`${magnitude}e${maximum}`));
  if (!Number.isSafeInteger(scaled)) return null;
  const digits = String(scaled).padStart(maximum + 1, '0');
  return maximum === 0 ? digits : `${digits.slice(0, -maximum)}.${digits.slice(-maximum)}`;
}

/**
 * A number as en-GB writes it ("1,234.5"), the same text as `toLocaleString('en-GB', options)` without Intl:
 * a page's first use of Intl loads the browser's locale data, a long task on a slow phone (decision 034).
 */
export function formatNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits }: DigitOptions = {},
): string {
  const maximum = Math.max(minimumFractionDigits, maximumFractionDigits ?? 3);
  const magnitude = Math.abs(value);
  const plain = Number.isFinite(value) && !String(magnitude).includes('e') ? roundedText(magnitude, maximum) : null;
  if (plain === null) return viaIntl(value, { minimumFractionDigits, maximumFractionDigits: maximum });
  const [whole = '0', fraction = ''] = plain.split('.');
  const shownFraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${shownFraction ? `.${shownFraction}` : ''}`;
}

/** English month names, January first, as en-GB writes them in full ("20 May 2025"). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The same months shortened as en-GB's medium date does ("20 Sep 2025"): their first three letters. */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

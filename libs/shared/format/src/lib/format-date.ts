const MONTHS = [
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
];

/**
 * "2025-05-20" → "20 May 2025", as en-GB's long date writes it, without Intl (see formatNumber). Text that is not
 * a real ISO calendar date (such as "Coming Soon") is returned unchanged.
 */
export function formatLongDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

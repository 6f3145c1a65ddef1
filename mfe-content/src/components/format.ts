const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-05-20" → "20 May 2025"; text that is not an ISO date (such as "Coming Soon") is returned unchanged. */
export function formatDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return longDate.format(new Date(`${value}T00:00:00Z`));
}


const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "10 Mar 2026, 10:00 UTC": the staff API's filters work in UTC days, so the pages show UTC too. */
export function formatStaffDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

/** "1 Apr 2026", or a dash for none. */
export function formatStaffDay(iso: string | null): string {
  return iso ? day.format(new Date(iso)) : '—';
}

/** "2026-03" → "March 2026". */
export function formatMonth(yearMonth: string): string {
  return month.format(new Date(`${yearMonth}-01T00:00:00Z`));
}

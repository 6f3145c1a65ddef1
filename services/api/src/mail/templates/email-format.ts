const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "25.00" in GBP → "£25.00"; another currency gets its own symbol or code ("US$25.00"). */
export function formatMoney(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** An ISO time as a UK date, on the UK calendar: "2026-11-23T10:00:00Z" → "23 November 2026". */
export function formatUkDate(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : ukDate.format(time);
}

/** The receipt number donors quote: the site's donation id, e.g. 123 → "FSS-000123". */
export function receiptNumber(donationId: number): string {
  return `FSS-${String(donationId).padStart(6, '0')}`;
}

/** User text in a subject line: one line, no runs of spaces, not endless. */
export function oneLine(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** "Dear Amina," or, without a name, "Dear friend,". */
export function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Dear ${trimmed},` : 'Dear friend,';
}

/** What a gift is for: its project, or the general fund when the donor chose none. */
export function giftPurpose(projectName: string | null | undefined): string {
  return projectName ?? 'Where it is needed most (our general fund)';
}

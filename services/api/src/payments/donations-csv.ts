import type { StaffDonation } from '@solar/shared-contracts';

/** Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text gets a leading apostrophe, then RFC 4180 quoting where needed. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const DONATION_CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'amount',
  'currency',
  'projectId',
  'projectTitle',
  'donorName',
  'donorEmail',
  'paypalOrderId',
  'paypalCaptureId',
] as const satisfies readonly (keyof StaffDonation)[];

export function donationCsvRow(donation: StaffDonation): string {
  const cells = DONATION_CSV_COLUMNS.map((column) =>
    column === 'amount' ? donation.amount.toFixed(2) : donation[column],
  );
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const DONATION_CSV_HEADER = `${DONATION_CSV_COLUMNS.join(',')}\r\n`;

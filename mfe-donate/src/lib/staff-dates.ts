import { formatUkDate } from '@solar/shared-format/uk-time';

/** The UK day an instant falls on, "1 Apr 2026", or a dash for none (decision 050). */
export function formatStaffDay(iso: string | null): string {
  return iso ? formatUkDate(iso) : '—';
}

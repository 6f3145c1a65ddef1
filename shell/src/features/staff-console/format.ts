import { formatStaffDateTime } from '@solar/shared-format/uk-time';

/** A time as staff read it, "23 Nov 2026, 11:25 UK time" (decision 050), or "Never" for one that has not come. */
export function formatDateTime(iso: string | null): string {
  return iso ? formatStaffDateTime(iso) : 'Never';
}

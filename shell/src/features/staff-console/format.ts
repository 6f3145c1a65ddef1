import { formatUkDateTime } from '@solar/shared-format/uk-time';

/** A timestamp as the charity's staff read it, in UK time (decision 050), e.g. "23 Nov 2026, 11:25". */
export function formatDateTime(iso: string | null): string {
  return iso ? formatUkDateTime(iso) : 'Never';
}

import { SUPPORT_EMAIL } from '@solar/shared-contracts';

/** RFC 9116 asks for an Expires under a year ahead, so a stale file is not trusted for ever. */
export const MAX_SECURITY_TXT_DAYS = 365;
const DAY_MS = 86_400_000;
/** Without SECURITY_TXT_EXPIRES the file expires this long after the server starts: a deploy renews it. */
export const DEFAULT_SECURITY_TXT_DAYS = 180;

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * SECURITY_TXT_EXPIRES as a date (`2027-06-30` or a full ISO timestamp), or start time + 180 days, midnight UTC.
 * Refuses a date in the past or more than a year ahead: the server would publish a file RFC 9116 calls stale.
 */
export function securityTxtExpires(value: string | undefined, now: Date = new Date()): Date {
  const trimmed = value?.trim();
  if (!trimmed) {
    const later = new Date(now.getTime() + DEFAULT_SECURITY_TXT_DAYS * DAY_MS);
    return new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth(), later.getUTCDate()));
  }
  const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
  const expires = new Date(/T/.test(trimmed) ? trimmed : `${trimmed}T00:00:00Z`);
  if (!isoDate.test(trimmed) || Number.isNaN(expires.getTime())) {
    throw new Error(`SECURITY_TXT_EXPIRES must be a date such as 2027-06-30, got "${value}"`);
  }
  if (expires.getTime() <= now.getTime()) {
    throw new Error(`SECURITY_TXT_EXPIRES is in the past ("${value}"): set a date under a year ahead`);
  }
  if (expires.getTime() > now.getTime() + MAX_SECURITY_TXT_DAYS * DAY_MS) {
    throw new Error(`SECURITY_TXT_EXPIRES must be under a year ahead (RFC 9116), got "${value}"`);
  }
  return expires;
}

/** The file's fields: where to report a vulnerability, until when to trust the file, and its own address. */
export function securityTxt(publicOrigin: string, expires: Date): string {
  return [
    `Contact: mailto:${SUPPORT_EMAIL}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${publicOrigin}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { CHARITY_NAME, STAFF_TOTP_DIGITS, STAFF_TOTP_PERIOD_SECONDS } from '@solar/shared-contracts';

/** What an authenticator app shows as the account's issuer. */
export const TOTP_ISSUER = `${CHARITY_NAME} staff`;
/** Steps either side of now a code may come from: ±1 (30 seconds of clock drift, and a code typed as it changed). */
export const TOTP_DRIFT_STEPS = 1;

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: STAFF_TOTP_DIGITS,
    period: STAFF_TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/** The time step (RFC 6238's counter) of a moment. */
export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / STAFF_TOTP_PERIOD_SECONDS);
}

/** The code for one step (tests and the first admin's scripts compute codes the same way). */
export function codeAt(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * STAFF_TOTP_PERIOD_SECONDS * 1000 });
}

/** A 6-digit code, spaces and dashes as some apps group them removed; null when it is not one. */
export function asTotpCode(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '');
  return new RegExp(`^\\d{${STAFF_TOTP_DIGITS}}$`).test(compact) ? compact : null;
}

/**
 * The step whose code this is, from one step before now to one after, or null. The latest matching step wins, so
 * a code is never accepted for an earlier step than the one it belongs to. Compared in constant time.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const now = stepAt(nowMs);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    const expected = Buffer.from(codeAt(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) found = step;
  }
  return found;
}

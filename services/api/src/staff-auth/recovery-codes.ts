import { createHash, randomBytes } from 'node:crypto';
import { STAFF_RECOVERY_CODE_COUNT } from '@solar/shared-contracts';

/** Crockford-like base32 without I, L, O and U, so a code read off paper is not misread. */
const ALPHABET = 'abcdefghjkmnpqrstvwxyz0123456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * One recovery code: 16 characters from 32 (80 random bits), as `abcd-efgh-jkmn-pqrs`. 80 bits make SHA-256 enough
 * to store them (decision 049): unlike a password, nothing about them can be guessed faster than by trying 2^80.
 */
function newRecoveryCode(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
  ).join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** A recovery code as typed (any case, with or without its dashes or spaces), or null when it cannot be one. */
export function asRecoveryCode(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '').toLowerCase();
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(compact) ? compact : null;
}

/** What is stored: SHA-256 (hex) of the code without its dashes. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/-/g, '')).digest('hex');
}

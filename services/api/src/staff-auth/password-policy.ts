import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@solar/shared-contracts';
import commonPasswordList from './common-passwords.txt';

const commonPasswords = new Set(
  commonPasswordList
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.trim().toLowerCase());

/**
 * NIST SP 800-63B: a length range and a list of passwords known from breaches, no composition rules.
 * Length counts characters (code points), so an emoji is one. Answers the problem, or null when acceptable.
 */
export function passwordProblem(password: string, username?: string): string | null {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) return `password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  if (length > STAFF_PASSWORD_MAX_LENGTH) return `password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters`;
  if (isCommonPassword(password)) return 'password is too common: it appears in lists of breached passwords';
  if (username && password.trim().toLowerCase().includes(username.toLowerCase()))
    return 'password must not contain the username';
  return null;
}

import { type Env, type Reading, readVariables, variable } from '@solar/shared-config';
import { STAFF_USERNAME_PATTERN } from '@solar/shared-contracts';
import { z } from 'zod';
import { passwordProblem } from '../staff-auth/password-policy';

/** `totpSecret` (STAFF_ADMIN_TOTP_SECRET, base32): the first admin's authenticator, so scripts and tests can sign in. */
export type StaffAdminConfig = { username: string; password: string; totpSecret?: string };

/** Injection token for the first administrator's StaffAdminConfig, null when none is named. */
export const STAFF_ADMIN_CONFIG = Symbol('STAFF_ADMIN_CONFIG');

/** STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD, each defined once (decision 046). */
export const STAFF_ADMIN_VARIABLES = {
  STAFF_ADMIN_USERNAME: variable(
    z.string().toLowerCase().regex(STAFF_USERNAME_PATTERN),
    '3 to 50 lower-case letters, digits, dots, dashes or underscores',
  ),
  // As typed (spaces count in a password), and never repeated.
  STAFF_ADMIN_PASSWORD: variable(z.string(), 'text', { secret: true, untrimmed: true }),
};

/** Both or neither; the username as the console would accept it; the password meets the policy (never echoed). */
function staffAdminOf(
  { values, invalid }: Reading<typeof STAFF_ADMIN_VARIABLES>,
  problems: string[],
): StaffAdminConfig | null {
  const { STAFF_ADMIN_USERNAME: username, STAFF_ADMIN_PASSWORD: password } = values;
  if (invalid.has('STAFF_ADMIN_USERNAME')) return null;
  if (username === undefined && password === undefined) return null;
  if (username === undefined || password === undefined) {
    problems.push('STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD must be set together, or neither');
    return null;
  }
  const problem = passwordProblem(password, username);
  if (problem) problems.push(`STAFF_ADMIN_PASSWORD is not acceptable: ${problem}`);
  return { username, password };
}

/** The first back-office administrator, created only while no account exists; problems are added to `problems`. */
export function readStaffAdminConfig(env: Env, problems: string[]): StaffAdminConfig | null {
  return staffAdminOf(readVariables(STAFF_ADMIN_VARIABLES, env, problems), problems);
}

import { createHash } from 'node:crypto';
import { type Env, isProduction, NODE_ENV_VARIABLE, oneOf, readVariables, variable } from '@solar/shared-config';
import { STAFF_MFA_POLICIES, type StaffMfaPolicy } from '@solar/shared-contracts';
import { z } from 'zod';

/** Two-step sign-in for staff (decision 049). */
export type StaffMfaConfig = {
  /** Who must set up an authenticator (STAFF_MFA, default all). */
  policy: StaffMfaPolicy;
  /** The AES-256-GCM key authenticator secrets are encrypted with (STAFF_MFA_KEY, 32 bytes); never logged. */
  key: Buffer;
  /** Said once at start-up (a development key in use); never the key. */
  warnings: string[];
};

/** Injection token for the checked StaffMfaConfig. */
export const STAFF_MFA_CONFIG = Symbol('STAFF_MFA_CONFIG');

export const DEFAULT_STAFF_MFA_POLICY: StaffMfaPolicy = 'all';

/**
 * The key outside production when STAFF_MFA_KEY is not set: derived from a fixed phrase, so `npm run dev` and the
 * tests keep reading what they enrolled across restarts. Production refuses to start without a real key.
 */
export const DEVELOPMENT_STAFF_MFA_KEY = createHash('sha256')
  .update('From Sun to Sanctuary: development staff MFA key, never for a real site')
  .digest();

/** What a config built in code (tests) gets when it names no staffMfa: the default policy and the development key. */
export const DEVELOPMENT_STAFF_MFA: StaffMfaConfig = {
  policy: DEFAULT_STAFF_MFA_POLICY,
  key: DEVELOPMENT_STAFF_MFA_KEY,
  warnings: [],
};

/** 32 bytes as 64 hex digits, or as base64 / base64url (43 or 44 characters). */
export function parseKey(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/** RFC 4648 base32 of at least 16 characters (80 bits); spaces and lower case, as apps show them, allowed. */
export function normaliseBase32Secret(text: string): string | null {
  const compact = text.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase();
  return /^[A-Z2-7]{16,128}$/.test(compact) ? compact : null;
}

export const STAFF_MFA_VARIABLES = {
  ...NODE_ENV_VARIABLE,
  STAFF_MFA: oneOf(STAFF_MFA_POLICIES, DEFAULT_STAFF_MFA_POLICY),
  // Never repeated: it decrypts every authenticator secret.
  STAFF_MFA_KEY: variable(
    z.string().refine((value) => parseKey(value) !== null),
    '32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)',
    { secret: true },
  ),
  STAFF_ADMIN_TOTP_SECRET: variable(
    z.string().refine((value) => normaliseBase32Secret(value) !== null),
    'a base32 secret of at least 16 characters (A–Z and 2–7)',
    { secret: true, untrimmed: true },
  ),
};

/** STAFF_MFA and STAFF_MFA_KEY: the key is required in production; elsewhere the development key, with a warning. */
export function readStaffMfaConfig(env: Env, problems: string[]): StaffMfaConfig & { adminTotpSecret?: string } {
  const { values, invalid } = readVariables(STAFF_MFA_VARIABLES, env, problems);
  const warnings: string[] = [];
  let key = values.STAFF_MFA_KEY ? parseKey(values.STAFF_MFA_KEY) : null;
  if (!key && !invalid.has('STAFF_MFA_KEY')) {
    if (isProduction(values))
      problems.push(
        'STAFF_MFA_KEY is required in production (32 random bytes, e.g. openssl rand -base64 32; it encrypts staff authenticator secrets, keep it: a new key makes every enrolled authenticator unreadable)',
      );
    else
      warnings.push(
        'STAFF_MFA_KEY is not set: staff authenticator secrets are encrypted with the development key, which is not for a real site',
      );
  }
  key ??= DEVELOPMENT_STAFF_MFA_KEY;
  if (values.STAFF_MFA !== 'all') warnings.push(openedBy(values.STAFF_MFA));
  const adminTotpSecret = values.STAFF_ADMIN_TOTP_SECRET
    ? (normaliseBase32Secret(values.STAFF_ADMIN_TOTP_SECRET) ?? undefined)
    : undefined;
  return { policy: values.STAFF_MFA, key, warnings, ...(adminTotpSecret ? { adminTotpSecret } : {}) };
}

/** What a policy other than `all` leaves open (decision 064), said at start-up. */
function openedBy(policy: StaffMfaPolicy): string {
  const who =
    policy === 'admins' ? 'members of staff without an authenticator' : 'every account without an authenticator';
  return `STAFF_MFA=${policy}: ${who} sign in with a password alone and can read donors' names, home addresses and emails (Gift Aid declarations, donation and subscriber exports)`;
}

/** Whether an account of this role must have an authenticator under the policy. */
export function mustHaveSecondFactor(policy: StaffMfaPolicy, role: string): boolean {
  return policy === 'all' || (policy === 'admins' && role === 'admin');
}

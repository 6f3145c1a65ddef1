import { resolve } from 'node:path';
import {
  API_PORT_VARIABLE,
  type Env,
  integer,
  InvalidConfigError,
  isProduction,
  NODE_ENV_VARIABLE,
  PORT_VARIABLE,
  proxyList,
  type Reading,
  readVariables,
  refuseIfAny,
  SHELL_ORIGIN_VARIABLES,
  shellOriginOf,
  text,
  variable,
} from '@solar/shared-config';
import { GIFT_AID_AGGREGATE_BELOW_DEFAULT, STAFF_USERNAME_PATTERN } from '@solar/shared-contracts';
import { versionInfo } from '@solar/static-host';
import { z } from 'zod';
import { type MailConfig, readMailConfig } from '../mail/mail-config';
import { type PaypalConfig, readPaypalConfig } from '../paypal/paypal-config';
import { passwordProblem } from '../staff-auth/password-policy';
import { readStaffMfaConfig, type StaffMfaConfig } from '../staff-auth/staff-mfa-config';

export type ApiConfig = {
  port: number;
  /** A mysql:// (or mariadb:// for a MariaDB server) URL; without it the API keeps an embedded SQLite file. */
  databaseUrl?: string;
  sqlitePath: string;
  shellOrigin: string;
  /** The build's stamp (version.json beside main.js) unless APP_VERSION overrides it; 'dev' without either. */
  version: string;
  /** When the running build was made, from its stamp. */
  builtAt?: string;
  /** POSTs per minute per client IP and endpoint on the engage forms (RATE_LIMIT_PER_MINUTE, default 5). */
  rateLimitPerMinute: number;
  /** Image uploads per member of staff per 10 minutes, counted by account (IMAGE_UPLOADS_PER_10_MINUTES, default 30). */
  imageUploadsPer10Minutes: number;
  /** How long a new monthly amount waits for the donor's approval at PayPal before it lapses (MONTHLY_AMOUNT_APPROVAL_HOURS, default 3; decision 060). */
  monthlyAmountApprovalHours: number;
  /**
   * Proxy hops whose X-Forwarded-For is believed (Fastify's trustProxy, read by proxy-addr as Express's "trust
   * proxy" was; TRUSTED_PROXIES, comma-separated names loopback/linklocal/uniquelocal, addresses or CIDR ranges).
   * Default: loopback only, so a client on a private network cannot choose its own rate-limit key; a deployment
   * names its proxy (compose: the shell's network).
   */
  trustedProxies: string[];
  /** PayPal credentials and endpoints (PAYPAL_*); null when PayPal is not configured. */
  paypal: PaypalConfig | null;
  /** How long SIGTERM/SIGINT waits for requests in flight before closing their connections (SHUTDOWN_TIMEOUT_MS, default 10 s). */
  shutdownTimeoutMs: number;
  /** MySQL only: a new connection not established within this is refused (DATABASE_CONNECT_TIMEOUT_MS, default 800 ms). */
  databaseConnectTimeoutMs: number;
  /** MySQL only: a query without an answer within this is abandoned and its connection dropped (DATABASE_QUERY_TIMEOUT_MS, default 5 s). */
  databaseQueryTimeoutMs: number;
  /** The first back-office administrator (STAFF_ADMIN_USERNAME, STAFF_ADMIN_PASSWORD), created only while no account exists. */
  staffAdmin?: StaffAdminConfig | null;
  /**
   * Two-step sign-in (STAFF_MFA, STAFF_MFA_KEY; decision 049). A config built in code without it (the tests) gets
   * the default policy and the development key.
   */
  staffMfa?: StaffMfaConfig;
  /** Email (SMTP_URL, MAIL_*, STAFF_INBOX_EMAIL, UNSUBSCRIBE_SECRET; decision 024). */
  mail: MailConfig;
  /**
   * Whether /api/docs (and its -json and -yaml) is served: API_DOCS=true or false; unset, everywhere but production
   * (decision 064). A config built in code without it (the tests) serves them.
   */
  apiDocs?: boolean;
  /** Gift Aid: gifts below this many pounds may go on aggregated schedule lines (GIFT_AID_AGGREGATE_BELOW; HMRC's figure by default). */
  giftAidAggregateBelow?: number;
};

/** `totpSecret` (STAFF_ADMIN_TOTP_SECRET, base32): the first admin's authenticator, so scripts and tests can sign in. */
export type StaffAdminConfig = { username: string; password: string; totpSecret?: string };

export const DEFAULT_TRUSTED_PROXIES = ['loopback'];
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 5;
export const DEFAULT_IMAGE_UPLOADS_PER_10_MINUTES = 30;
/** PayPal's own default lifetime of an approval token. */
export const DEFAULT_MONTHLY_AMOUNT_APPROVAL_HOURS = 3;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 800;
export const DEFAULT_DATABASE_QUERY_TIMEOUT_MS = 5_000;
const MAX_RATE_LIMIT_PER_MINUTE = 100_000;

export { InvalidConfigError };

/** The API's own variables, each defined once (decision 046); PAYPAL_* and the mail ones are beside their readers. */
export const API_VARIABLES = {
  ...API_PORT_VARIABLE,
  ...PORT_VARIABLE,
  // A mysql:// (or mariadb://) URL may hold a password: never repeated.
  DATABASE_URL: variable(z.url({ protocol: /^(mysql|mariadb)$/ }), 'a mysql:// (or mariadb://) URL when set', {
    secret: true,
  }),
  SQLITE_PATH: text('data/solar.sqlite'),
  ...SHELL_ORIGIN_VARIABLES,
  RATE_LIMIT_PER_MINUTE: integer(1, MAX_RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT_PER_MINUTE),
  IMAGE_UPLOADS_PER_10_MINUTES: integer(1, 10_000, DEFAULT_IMAGE_UPLOADS_PER_10_MINUTES),
  MONTHLY_AMOUNT_APPROVAL_HOURS: integer(1, 168, DEFAULT_MONTHLY_AMOUNT_APPROVAL_HOURS),
  TRUSTED_PROXIES: proxyList(DEFAULT_TRUSTED_PROXIES),
  SHUTDOWN_TIMEOUT_MS: integer(0, 600_000, DEFAULT_SHUTDOWN_TIMEOUT_MS),
  DATABASE_CONNECT_TIMEOUT_MS: integer(100, 60_000, DEFAULT_DATABASE_CONNECT_TIMEOUT_MS),
  DATABASE_QUERY_TIMEOUT_MS: integer(100, 600_000, DEFAULT_DATABASE_QUERY_TIMEOUT_MS),
  STAFF_ADMIN_USERNAME: variable(
    z.string().toLowerCase().regex(STAFF_USERNAME_PATTERN),
    '3 to 50 lower-case letters, digits, dots, dashes or underscores',
  ),
  // As typed (spaces count in a password), and never repeated.
  STAFF_ADMIN_PASSWORD: variable(z.string(), 'text', { secret: true, untrimmed: true }),
  ...NODE_ENV_VARIABLE,
  // Unset: the docs are served except in production.
  API_DOCS: variable(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(['true', 'false']))
      .transform((value) => value === 'true'),
    'true or false',
  ),
  // Pounds with at most two decimals, from 0.01 to 1,000 (an aggregated line's own limit).
  GIFT_AID_AGGREGATE_BELOW: variable(
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/)
      .transform(Number)
      .pipe(z.number().gt(0).max(1000)),
    'an amount in pounds from 0.01 to 1000',
    { fallback: GIFT_AID_AGGREGATE_BELOW_DEFAULT },
  ),
};

function buildStamp(env: Env, stampFile: string | undefined): { version: string; builtAt?: string } {
  const { version, builtAt } = versionInfo('api', stampFile, env);
  return builtAt ? { version, builtAt } : { version };
}

/** Both or neither; the username as the console would accept it; the password meets the policy (never echoed). */
function staffAdminOf({ values, invalid }: Reading<typeof API_VARIABLES>, problems: string[]): StaffAdminConfig | null {
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

/** Reads and checks every variable first, so one error names all the bad ones. */
export function readApiConfig(env: Env, cwd = process.cwd(), stampFile?: string): ApiConfig {
  const problems: string[] = [];
  const reading = readVariables(API_VARIABLES, env, problems);
  const { values } = reading;
  const paypal = readPaypalConfig(env, problems);
  const staffAdmin = staffAdminOf(reading, problems);
  const mail = readMailConfig(env, problems);
  const { adminTotpSecret, ...staffMfa } = readStaffMfaConfig(env, problems);
  if (adminTotpSecret && !staffAdmin && !problems.some((problem) => problem.startsWith('STAFF_ADMIN_')))
    problems.push('STAFF_ADMIN_TOTP_SECRET needs STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD');
  refuseIfAny(problems, 'API');

  return {
    port: values.API_PORT ?? values.PORT ?? 3000,
    databaseUrl: values.DATABASE_URL,
    sqlitePath: resolve(cwd, values.SQLITE_PATH),
    shellOrigin: shellOriginOf(values),
    ...buildStamp(env, stampFile),
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    imageUploadsPer10Minutes: values.IMAGE_UPLOADS_PER_10_MINUTES,
    monthlyAmountApprovalHours: values.MONTHLY_AMOUNT_APPROVAL_HOURS,
    trustedProxies: values.TRUSTED_PROXIES,
    paypal,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    databaseConnectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: values.DATABASE_QUERY_TIMEOUT_MS,
    staffAdmin: staffAdmin && adminTotpSecret ? { ...staffAdmin, totpSecret: adminTotpSecret } : staffAdmin,
    staffMfa,
    mail,
    giftAidAggregateBelow: values.GIFT_AID_AGGREGATE_BELOW,
    apiDocs: values.API_DOCS ?? !isProduction(values),
  };
}

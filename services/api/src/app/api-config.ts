import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { versionInfo } from '@solar/static-host';
import { GIFT_AID_AGGREGATE_BELOW_DEFAULT, STAFF_USERNAME_PATTERN } from '@solar/shared-contracts';
import { type MailConfig, readMailConfig } from '../mail/mail-config';
import { type PaypalConfig, readPaypalConfig } from '../paypal/paypal-config';
import { passwordProblem } from '../staff-auth/password-policy';

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
  /** Email (SMTP_URL, MAIL_*, STAFF_INBOX_EMAIL, UNSUBSCRIBE_SECRET; decision 024). */
  mail: MailConfig;
  /** Gift Aid: gifts below this many pounds may go on aggregated schedule lines (GIFT_AID_AGGREGATE_BELOW; HMRC's figure by default). */
  giftAidAggregateBelow?: number;
};

export type StaffAdminConfig = { username: string; password: string };

export const DEFAULT_TRUSTED_PROXIES = ['loopback'];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 5;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 800;
export const DEFAULT_DATABASE_QUERY_TIMEOUT_MS = 5_000;
const MAX_RATE_LIMIT_PER_MINUTE = 100_000;

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidConfigError';
  }
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An integer variable within [min, max], or its default; a bad value is added to `problems`. */
function integerVariable(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = present(env[name]) ?? String(fallback);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function buildStamp(env: NodeJS.ProcessEnv, stampFile: string | undefined): { version: string; builtAt?: string } {
  const { version, builtAt } = versionInfo('api', stampFile, env);
  return builtAt ? { version, builtAt } : { version };
}

/** Both or neither; the username as the console would accept it; the password meets the policy (never echoed). */
function readStaffAdmin(env: NodeJS.ProcessEnv, problems: string[]): StaffAdminConfig | null {
  const username = present(env['STAFF_ADMIN_USERNAME'])?.toLowerCase();
  const password = present(env['STAFF_ADMIN_PASSWORD']) === undefined ? undefined : env['STAFF_ADMIN_PASSWORD'];
  if (username === undefined && password === undefined) return null;
  if (username === undefined || password === undefined) {
    problems.push('STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD must be set together, or neither');
    return null;
  }
  if (!STAFF_USERNAME_PATTERN.test(username)) {
    problems.push('STAFF_ADMIN_USERNAME must be 3 to 50 lower-case letters, digits, dots, dashes or underscores');
  }
  const problem = passwordProblem(password, username);
  if (problem) problems.push(`STAFF_ADMIN_PASSWORD is not acceptable: ${problem}`);
  return { username, password };
}

/** Pounds with at most two decimals, from 0.01 to 1,000 (an aggregated line's own limit). */
function readGiftAidAggregateBelow(env: NodeJS.ProcessEnv, problems: string[]): number {
  const raw = present(env['GIFT_AID_AGGREGATE_BELOW']) ?? String(GIFT_AID_AGGREGATE_BELOW_DEFAULT);
  const value = Number(raw);
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || value <= 0 || value > 1000) {
    problems.push(`GIFT_AID_AGGREGATE_BELOW must be an amount in pounds from 0.01 to 1000, got "${raw}"`);
    return GIFT_AID_AGGREGATE_BELOW_DEFAULT;
  }
  return value;
}

/** Reads and checks every variable first, so one error names all the bad ones. */
export function readApiConfig(env: NodeJS.ProcessEnv, cwd = process.cwd(), stampFile?: string): ApiConfig {
  const problems: string[] = [];

  const portName = present(env['API_PORT']) ? 'API_PORT' : 'PORT';
  const rawPort = present(env[portName]) ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    problems.push(`${portName} must be an integer from 1 to 65535, got "${rawPort}"`);
  }

  const databaseUrl = present(env['DATABASE_URL']);
  if (databaseUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      protocol = 'invalid';
    }
    if (protocol !== 'mysql:' && protocol !== 'mariadb:')
      problems.push('DATABASE_URL must be a mysql:// (or mariadb://) URL when set');
  }

  // Like the remotes' servers: the shell on this machine, on SHELL_PORT, unless SHELL_ORIGIN says otherwise.
  const shellOrigin = (
    present(env['SHELL_ORIGIN']) ?? `http://localhost:${present(env['SHELL_PORT']) ?? '4200'}`
  ).replace(/\/+$/, '');
  try {
    const url = new URL(shellOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    problems.push(`SHELL_ORIGIN must be an absolute http(s) origin, got "${shellOrigin}"`);
  }

  const rawLimit = present(env['RATE_LIMIT_PER_MINUTE']) ?? String(DEFAULT_RATE_LIMIT_PER_MINUTE);
  const rateLimitPerMinute = Number(rawLimit);
  if (!/^\d+$/.test(rawLimit) || rateLimitPerMinute < 1 || rateLimitPerMinute > MAX_RATE_LIMIT_PER_MINUTE) {
    problems.push(`RATE_LIMIT_PER_MINUTE must be an integer from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}, got "${rawLimit}"`);
  }

  const rawProxies = present(env['TRUSTED_PROXIES']);
  const trustedProxies = rawProxies
    ? rawProxies
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : DEFAULT_TRUSTED_PROXIES;
  const badProxies = trustedProxies.filter((entry) => !isProxyEntry(entry));
  if (badProxies.length > 0) {
    problems.push(
      `TRUSTED_PROXIES must list loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, got "${badProxies.join(', ')}"`,
    );
  }

  const paypal = readPaypalConfig(env, problems);
  const staffAdmin = readStaffAdmin(env, problems);
  const mail = readMailConfig(env, problems);
  const giftAidAggregateBelow = readGiftAidAggregateBelow(env, problems);

  const shutdownTimeoutMs = integerVariable(
    env,
    'SHUTDOWN_TIMEOUT_MS',
    DEFAULT_SHUTDOWN_TIMEOUT_MS,
    0,
    600_000,
    problems,
  );
  const databaseConnectTimeoutMs = integerVariable(
    env,
    'DATABASE_CONNECT_TIMEOUT_MS',
    DEFAULT_DATABASE_CONNECT_TIMEOUT_MS,
    100,
    60_000,
    problems,
  );
  const databaseQueryTimeoutMs = integerVariable(
    env,
    'DATABASE_QUERY_TIMEOUT_MS',
    DEFAULT_DATABASE_QUERY_TIMEOUT_MS,
    100,
    600_000,
    problems,
  );

  if (problems.length > 0) throw new InvalidConfigError(problems);

  return {
    port,
    databaseUrl,
    sqlitePath: resolve(cwd, present(env['SQLITE_PATH']) ?? 'data/solar.sqlite'),
    shellOrigin,
    ...buildStamp(env, stampFile),
    rateLimitPerMinute,
    trustedProxies,
    paypal,
    shutdownTimeoutMs,
    databaseConnectTimeoutMs,
    databaseQueryTimeoutMs,
    staffAdmin,
    mail,
    giftAidAggregateBelow,
  };
}

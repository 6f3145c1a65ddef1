import { resolve } from 'node:path';
import {
  API_PORT_VARIABLE,
  type Env,
  integer,
  isProduction,
  NODE_ENV_VARIABLE,
  PORT_VARIABLE,
  proxyList,
  readVariables,
  SHELL_ORIGIN_VARIABLES,
  shellOriginOf,
  text,
  variable,
} from '@solar/shared-config';
import { GIFT_AID_AGGREGATE_BELOW_DEFAULT } from '@solar/shared-contracts';
import { versionInfo } from '@solar/static-host';
import { z } from 'zod';

/**
 * What the API as a whole needs, read from the environment once at start-up: its port, database, origin, build and
 * the plain limits. Each feature with settings of its own (mail, PayPal, staff sign-in, the first admin) declares
 * and reads them itself; app/api-config.ts combines them all into the ApiConfig the composition root provides.
 */
export type CoreConfig = {
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
  /** How long SIGTERM/SIGINT waits for requests in flight before closing their connections (SHUTDOWN_TIMEOUT_MS, default 10 s). */
  shutdownTimeoutMs: number;
  /** MySQL only: a new connection not established within this is refused (DATABASE_CONNECT_TIMEOUT_MS, default 800 ms). */
  databaseConnectTimeoutMs: number;
  /** MySQL only: a query without an answer within this is abandoned and its connection dropped (DATABASE_QUERY_TIMEOUT_MS, default 5 s). */
  databaseQueryTimeoutMs: number;
  /**
   * Whether /api/docs (and its -json and -yaml) is served: API_DOCS=true or false; unset, everywhere but production
   * (decision 064). A config built in code without it (the tests) serves them.
   */
  apiDocs?: boolean;
  /** Gift Aid: gifts below this many pounds may go on aggregated schedule lines (GIFT_AID_AGGREGATE_BELOW; HMRC's figure by default). */
  giftAidAggregateBelow?: number;
};

export const DEFAULT_TRUSTED_PROXIES = ['loopback'];
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 5;
export const DEFAULT_IMAGE_UPLOADS_PER_10_MINUTES = 30;
/** PayPal's own default lifetime of an approval token. */
export const DEFAULT_MONTHLY_AMOUNT_APPROVAL_HOURS = 3;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 800;
export const DEFAULT_DATABASE_QUERY_TIMEOUT_MS = 5_000;
const MAX_RATE_LIMIT_PER_MINUTE = 100_000;

/** The API's core variables, each defined once (decision 046); every feature's own are beside its reader. */
export const CORE_VARIABLES = {
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

/** Reads and checks the core variables, adding any problem to `problems` (app/api-config.ts refuses them all at once). */
export function readCoreConfig(env: Env, problems: string[], cwd = process.cwd(), stampFile?: string): CoreConfig {
  const { values } = readVariables(CORE_VARIABLES, env, problems);
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
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    databaseConnectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: values.DATABASE_QUERY_TIMEOUT_MS,
    giftAidAggregateBelow: values.GIFT_AID_AGGREGATE_BELOW,
    apiDocs: values.API_DOCS ?? !isProduction(values),
  };
}

/** Injection token for the checked CoreConfig. */
export const CORE_CONFIG = Symbol('CORE_CONFIG');

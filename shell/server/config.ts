import { join } from 'node:path';
import type { RemoteLocations } from '@solar/shared-contracts';
import { portFrom, versionInfo } from '@solar/static-host';
import { isTrustedProxyEntry } from './trusted-proxies';

export type ShellServerConfig = {
  port: number;
  /** The site's public origin (SHELL_ORIGIN, as the remotes and the API read it): canonical links, sitemap, og:url. */
  publicOrigin: string;
  /** Where /api and /paypal are passed on to. */
  apiUrl: string;
  /** The browser-facing origin of each remote; read at every start, never built in. */
  remotes: RemoteLocations;
  /** Where this server itself reaches each remote (differs from the public origin inside a container network). */
  internalRemotes: RemoteLocations;
  /**
   * Proxies in front of this server whose X-Forwarded-For chain is kept (TRUSTED_PROXIES: loopback, linklocal,
   * uniquelocal, addresses or CIDR ranges). Default none: the address on the socket is the client's.
   */
  trustedProxies: string[];
  /** How long the proxy waits for the API to answer before answering 503 itself. */
  apiTimeoutMs: number;
  /** Extra origins allowed to serve scripts, frames and connections (e.g. a PayPal stand-in in tests). */
  paymentOrigins: string[];
  browserRoot: string;
  /** The build's version.json (beside the server's main.js), read by GET /version at run time. */
  stampFile: string;
  /** The version at start (APP_VERSION, else the build's stamp, else `dev`), for the start-up log. */
  version: string;
  /** `npm run dev` sets LIVE_RELOAD=true: pages reload when a rebuild lands. */
  liveReload: boolean;
  /** How long the project page reuses a project's figures read from the API (PROJECT_FIGURES_TTL_MS; 0: never). */
  projectFiguresTtlMs: number;
};

function parseOrigin(variable: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${variable} must use http or https, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function explicitValue(env: NodeJS.ProcessEnv, variable: string): string | undefined {
  const value = env[variable]?.trim();
  return value ? value : undefined;
}

/** An origin from its URL variable, or localhost on the matching port. */
function origin(env: NodeJS.ProcessEnv, urlVariable: string, portVariable: string, defaultPort: number): string {
  const value = explicitValue(env, urlVariable) ?? `http://localhost:${env[portVariable] ?? defaultPort}`;
  return parseOrigin(urlVariable, value);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function trustedProxies(value: string | undefined): string[] {
  const entries = list(value);
  const bad = entries.filter((entry) => !isTrustedProxyEntry(entry));
  if (bad.length > 0) {
    throw new Error(
      `TRUSTED_PROXIES must list loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, got "${bad.join(', ')}"`,
    );
  }
  return entries;
}

const MAX_FIGURES_TTL_MS = 60_000;

function figuresTtl(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 5_000;
  const ttl = Number(value);
  if (!/^\d+$/.test(value.trim()) || ttl > MAX_FIGURES_TTL_MS) {
    throw new Error(
      `PROJECT_FIGURES_TTL_MS must be a whole number of milliseconds from 0 to ${MAX_FIGURES_TTL_MS}, got "${value}"`,
    );
  }
  return ttl;
}

function internal(env: NodeJS.ProcessEnv, variable: string, publicOrigin: string): string {
  const value = explicitValue(env, variable);
  return value ? parseOrigin(variable, value) : publicOrigin;
}

export function readShellServerConfig(
  env: NodeJS.ProcessEnv,
  browserRoot = join(__dirname, '..', 'browser'),
): ShellServerConfig {
  const stampFile = join(browserRoot, '..', 'server', 'version.json');
  const remotes: RemoteLocations = {
    content: origin(env, 'MFE_CONTENT_URL', 'CONTENT_PORT', 4201),
    engage: origin(env, 'MFE_ENGAGE_URL', 'ENGAGE_PORT', 4202),
    donate: origin(env, 'MFE_DONATE_URL', 'DONATE_PORT', 4203),
  };
  return {
    port: portFrom(env, 'SHELL_PORT', 4200),
    publicOrigin: origin(env, 'SHELL_ORIGIN', 'SHELL_PORT', 4200),
    apiUrl: origin(env, 'API_URL', 'API_PORT', 3000),
    remotes,
    internalRemotes: {
      content: internal(env, 'MFE_CONTENT_INTERNAL_URL', remotes.content),
      engage: internal(env, 'MFE_ENGAGE_INTERNAL_URL', remotes.engage),
      donate: internal(env, 'MFE_DONATE_INTERNAL_URL', remotes.donate),
    },
    trustedProxies: trustedProxies(env['TRUSTED_PROXIES']),
    apiTimeoutMs: 30_000,
    paymentOrigins: ['https://www.paypal.com', 'https://www.sandbox.paypal.com', ...list(env['CSP_PAYMENT_ORIGINS'])],
    browserRoot,
    stampFile,
    version: versionInfo('shell', stampFile, env).version,
    liveReload: env['LIVE_RELOAD'] === 'true',
    projectFiguresTtlMs: figuresTtl(env['PROJECT_FIGURES_TTL_MS']),
  };
}

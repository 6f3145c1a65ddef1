import { join } from 'node:path';
import {
  API_PORT_VARIABLE,
  type Env,
  flag,
  httpUrl,
  list,
  PORT_VARIABLE,
  port,
  proxyList,
  readVariables,
  refuseIfAny,
  SHELL_ORIGIN_VARIABLES,
  shellOriginOf,
  text,
} from '@solar/shared-config';
import type { RemoteLocations } from '@solar/shared-contracts';
import { versionInfo } from '@solar/static-host';
import { z } from 'zod';
import { securityTxtExpires } from './security-txt';

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
  /** The Expires field of /.well-known/security.txt (SECURITY_TXT_EXPIRES, else 180 days after start). */
  securityTxtExpires: Date;
};

/** The shell's server's variables, each defined once (decision 046). */
const SHELL_SERVER_VARIABLES = {
  ...PORT_VARIABLE,
  ...SHELL_ORIGIN_VARIABLES,
  ...API_PORT_VARIABLE,
  API_URL: httpUrl(),
  MFE_CONTENT_URL: httpUrl(),
  CONTENT_PORT: port(),
  MFE_CONTENT_INTERNAL_URL: httpUrl(),
  MFE_ENGAGE_URL: httpUrl(),
  ENGAGE_PORT: port(),
  MFE_ENGAGE_INTERNAL_URL: httpUrl(),
  MFE_DONATE_URL: httpUrl(),
  DONATE_PORT: port(),
  MFE_DONATE_INTERNAL_URL: httpUrl(),
  // Default none: the address on the socket is the client's.
  TRUSTED_PROXIES: proxyList([]),
  CSP_PAYMENT_ORIGINS: list(z.url({ protocol: /^https?$/ }), 'a comma-separated list of http(s) origins', []),
  LIVE_RELOAD: flag(),
  // A date under a year ahead, checked against the clock below (security-txt.ts).
  SECURITY_TXT_EXPIRES: text(),
};

/** Reads every variable first, so one error names all the bad ones. */
export function readShellServerConfig(env: Env, browserRoot = join(__dirname, '..', 'browser')): ShellServerConfig {
  const problems: string[] = [];
  const { values } = readVariables(SHELL_SERVER_VARIABLES, env, problems);
  let expires = new Date(0);
  try {
    expires = securityTxtExpires(values.SECURITY_TXT_EXPIRES);
  } catch (error) {
    problems.push((error as Error).message);
  }
  refuseIfAny(problems, 'shell server');
  const stampFile = join(browserRoot, '..', 'server', 'version.json');
  const remotes: RemoteLocations = {
    content: values.MFE_CONTENT_URL ?? `http://localhost:${values.CONTENT_PORT ?? 4201}`,
    engage: values.MFE_ENGAGE_URL ?? `http://localhost:${values.ENGAGE_PORT ?? 4202}`,
    donate: values.MFE_DONATE_URL ?? `http://localhost:${values.DONATE_PORT ?? 4203}`,
  };
  return {
    port: values.SHELL_PORT ?? values.PORT ?? 4200,
    publicOrigin: shellOriginOf(values),
    apiUrl: values.API_URL ?? `http://localhost:${values.API_PORT ?? 3000}`,
    remotes,
    internalRemotes: {
      content: values.MFE_CONTENT_INTERNAL_URL ?? remotes.content,
      engage: values.MFE_ENGAGE_INTERNAL_URL ?? remotes.engage,
      donate: values.MFE_DONATE_INTERNAL_URL ?? remotes.donate,
    },
    trustedProxies: values.TRUSTED_PROXIES,
    apiTimeoutMs: 30_000,
    paymentOrigins: ['https://www.paypal.com', 'https://www.sandbox.paypal.com', ...values.CSP_PAYMENT_ORIGINS],
    browserRoot,
    stampFile,
    version: versionInfo('shell', stampFile, env).version,
    liveReload: values.LIVE_RELOAD,
    securityTxtExpires: expires,
  };
}

import {
  API_PORT_VARIABLE,
  type Env,
  httpUrl,
  integer,
  list,
  PORT_VARIABLE,
  port,
  proxyList,
  readVariables,
  refuseIfAny,
  SHELL_ORIGIN_VARIABLES,
  shellOriginOf,
  type Variable,
} from '@solar/shared-config';
import { z } from 'zod';

export type RemoteServerConfig = {
  port: number;
  allowedOrigins: string[];
  /** Where the API is, for the pages the remote draws at request time (API_URL, else localhost on API_PORT). */
  apiUrl: string;
  /** The oldest API answer a drawn page may show, in ms (PAGE_MAX_AGE_MS, default 2,000; decision 053). */
  pageMaxAgeMs: number;
  /**
   * Peers whose X-Request-Id the access log keeps (TRUSTED_PROXIES, same syntax as the shell's and the API's):
   * the shell's server, so a page's draw is logged under the visitor's id (decision 061). Default none.
   */
  trustedProxies: string[];
};

const REMOTE_SERVER_VARIABLES = {
  ...PORT_VARIABLE,
  ...SHELL_ORIGIN_VARIABLES,
  ALLOWED_ORIGINS: list(z.url({ protocol: /^https?$/ }), 'a comma-separated list of http(s) origins'),
  ...API_PORT_VARIABLE,
  API_URL: httpUrl(),
  PAGE_MAX_AGE_MS: integer(0, 5_000, 2_000),
  // Default none: browsers load the files directly, and a visitor must not name their own request.
  TRUSTED_PROXIES: proxyList([]),
};

/**
 * A remote's server settings, every variable read at once (decision 046): its port (its own *_PORT, then PORT, then
 * its default), the origins allowed to load its files (ALLOWED_ORIGINS, or the shell's origin), and for the pages it
 * draws at request time the API's address and how old an answer they may show, and the peers (the shell's server)
 * whose request ids it keeps.
 */
export function readRemoteServerConfig(
  env: Env,
  name: string,
  portVariable: string,
  defaultPort: number,
): RemoteServerConfig {
  const problems: string[] = [];
  const own: Record<string, Variable<number | undefined>> = { [portVariable]: port() };
  const ownPort = readVariables(own, env, problems).values[portVariable];
  const { values } = readVariables(REMOTE_SERVER_VARIABLES, env, problems);
  refuseIfAny(problems, `${name} server`);
  return {
    port: ownPort ?? values.PORT ?? defaultPort,
    allowedOrigins: values.ALLOWED_ORIGINS ?? [shellOriginOf(values)],
    apiUrl: values.API_URL ?? `http://localhost:${values.API_PORT ?? 3000}`,
    pageMaxAgeMs: values.PAGE_MAX_AGE_MS,
    trustedProxies: values.TRUSTED_PROXIES,
  };
}

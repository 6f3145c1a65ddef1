import { httpUrl, oneOf, port, text, type Values } from './env-schema';

/** Where the site is, for every process that needs it (API, shell's server, remotes' servers): one definition. */
export const SHELL_ORIGIN_VARIABLES = { SHELL_ORIGIN: httpUrl(), SHELL_PORT: port() };

/** SHELL_ORIGIN, else the shell on this machine on SHELL_PORT (4200). */
export function shellOriginOf(values: Values<typeof SHELL_ORIGIN_VARIABLES>): string {
  return values.SHELL_ORIGIN ?? `http://localhost:${values.SHELL_PORT ?? 4200}`;
}

/** The API's port, which the API listens on and the shell's server reaches it on when API_URL is not given. */
export const API_PORT_VARIABLE = { API_PORT: port() };

/** The generic port a platform may set; each server's own *_PORT wins over it. */
export const PORT_VARIABLE = { PORT: port() };

export const NODE_ENV_VARIABLE = { NODE_ENV: text() };

/** NODE_ENV=production, in any case (the stricter reading: production's checks apply). */
export function isProduction(values: Values<typeof NODE_ENV_VARIABLE>): boolean {
  return values.NODE_ENV?.toLowerCase() === 'production';
}

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** Every server's log level (any case), default info. */
export const LOG_LEVEL_VARIABLE = { LOG_LEVEL: oneOf(LOG_LEVELS, 'info') };

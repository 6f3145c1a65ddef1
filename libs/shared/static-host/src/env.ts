import {
  type Env,
  list,
  PORT_VARIABLE,
  port,
  readVariables,
  refuseIfAny,
  SHELL_ORIGIN_VARIABLES,
  shellOriginOf,
  type Variable,
} from '@solar/shared-config';
import { z } from 'zod';

export type RemoteServerConfig = { port: number; allowedOrigins: string[] };

const REMOTE_SERVER_VARIABLES = {
  ...PORT_VARIABLE,
  ...SHELL_ORIGIN_VARIABLES,
  ALLOWED_ORIGINS: list(z.url({ protocol: /^https?$/ }), 'a comma-separated list of http(s) origins'),
};

/**
 * A remote's server settings, every variable read at once (decision 046): its port (its own *_PORT, then PORT, then
 * its default) and the origins allowed to load its files (ALLOWED_ORIGINS, or the shell's origin).
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
  };
}

export {
  type Env,
  flag,
  httpUrl,
  integer,
  InvalidConfigError,
  isProxyEntry,
  list,
  oneOf,
  port,
  proxyList,
  readVariables,
  type Reading,
  refuseIfAny,
  text,
  type Values,
  type Variable,
  type Variables,
  variable,
} from './env-schema';
export {
  API_PORT_VARIABLE,
  isProduction,
  NODE_ENV_VARIABLE,
  PORT_VARIABLE,
  SHELL_ORIGIN_VARIABLES,
  shellOriginOf,
} from './shared-variables';
export { configOrExit } from './refuse-to-start';

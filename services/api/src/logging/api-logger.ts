import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import { accessLogOptions, createLogger, requestIdOf } from '@solar/static-host';
import { Logger, type Params, PinoLogger } from 'nestjs-pino';
import type { DestinationStream, LevelWithSilent } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';
import type { ApiConfig } from '../app/api-config';

const HEALTH_PATH = /^\/api\/health(\/|$)/i;

export type ApiLogging = {
  /** LOG_LEVEL; `silent` for tests that want no output. */
  level: LevelWithSilent;
  destination?: DestinationStream;
};

/**
 * Fastify's `genReqId`: the request's id, which @fastify/middie hands on to the access log as `req.id`. An
 * X-Request-Id is believed from the hops Fastify believes X-Forwarded-For from (TRUSTED_PROXIES, default loopback:
 * the shell's server), by the same proxy-addr rules; anyone else's request gets a new UUID.
 */
export function apiRequestIds(config: ApiConfig): (req: IncomingMessage) => string {
  const trusted = compile(config.trustedProxies);
  return (req) => requestIdOf(req, (address) => trusted(address, 0));
}

export type ApiLoggers = {
  /** nestjs-pino's settings: its middleware gives every Nest log line of a request the request's id. */
  params: Params;
  /** The access log, run by the adapter's first onRequest hook, ahead of CORS: preflights are logged too. */
  accessLog: HttpLogger;
};

/**
 * The shared log schema and access log (libs/shared/static-host/src/logging) with the API's own service name and
 * health paths. Two pino-http instances over one pino logger: nestjs-pino's runs as middleware, after CORS has
 * answered preflights, so its own access line is off and the adapter's first hook writes it instead.
 *
 * nestjs-pino keeps one pino-http instance per process, built from the first settings it is given: a process
 * runs one app, and tests that need another level or destination run in their own file (Jest loads modules per
 * file). The request ids follow each app's own configuration (apiRequestIds).
 */
export function apiLoggers({ level, destination }: ApiLogging): ApiLoggers {
  const options = accessLogOptions({
    logger: createLogger({ service: 'api', level, destination }),
    isQuiet: (path) => HEALTH_PATH.test(path),
  });
  return { params: { pinoHttp: { ...options, autoLogging: false } }, accessLog: pinoHttp(options) };
}

/** Nest's LoggerService over that logger, given to NestFactory.create so even start-up lines are JSON. */
export function nestLogger(params: Params): Logger {
  return new Logger(new PinoLogger(params), params);
}

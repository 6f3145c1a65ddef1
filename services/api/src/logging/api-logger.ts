import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import { answerLog, type AnswerLog, createLogger, requestIdOf } from '@solar/static-host';
import { Logger, type Params, PinoLogger } from 'nestjs-pino';
import type { DestinationStream, LevelWithSilent } from 'pino';
import type { CoreConfig } from '../kit/core-config';

const HEALTH_PATH = /^\/api\/health(\/|$)/i;

export type ApiLogging = {
  /** LOG_LEVEL; `silent` for tests that want no output. */
  level: LevelWithSilent;
  /** Default process.stdout (what tests capture); main.ts passes an asynchronous one (log-destination.ts). */
  destination?: DestinationStream;
};

/**
 * Fastify's `genReqId`: the request's id. An X-Request-Id is believed from the hops Fastify believes
 * X-Forwarded-For from (TRUSTED_PROXIES, default loopback: the shell's server), by the same proxy-addr rules;
 * anyone else's request gets a new UUID.
 */
export function apiRequestIds(config: CoreConfig): (req: IncomingMessage) => string {
  const trusted = compile(config.trustedProxies);
  return (req) => requestIdOf(req, (address) => trusted(address, 0));
}

/** The id of the request being handled, for every line logged while it is (one store for the process). */
const requestIds = new AsyncLocalStorage<string>();

export type ApiLoggers = {
  /** nestjs-pino's settings, for its Nest LoggerService over the one pino logger. */
  params: Params;
  /** The access line, written when the answer has gone; set up by the adapter's first onRequest hook. */
  logAnswer: AnswerLog;
  /** Runs the rest of a request's handling (Fastify's `done`) with its id, so every line logged meanwhile has it. */
  withRequestId: (id: string, next: () => void) => void;
};

/**
 * The shared log schema (libs/shared/static-host/src/logging) with the API's own service name and health paths.
 * The request id reaches every line through pino's mixin, read from an AsyncLocalStorage the first hook enters:
 * no child logger, no bindings and no middleware per request (decision 075).
 *
 * nestjs-pino keeps one root logger per process, built from the first settings it is given: a process runs one
 * app, and tests that need another level or destination run in their own file (Jest loads modules per file).
 */
export function apiLoggers({ level, destination }: ApiLogging): ApiLoggers {
  const out = destination ?? process.stdout;
  const logger = createLogger({ service: 'api', level, destination: out, requestId: () => requestIds.getStore() });
  return {
    params: { pinoHttp: { logger } },
    logAnswer: answerLog({ logger, service: 'api', destination: out, isQuiet: (path) => HEALTH_PATH.test(path) }),
    withRequestId: (id, next) => requestIds.run(id, next),
  };
}

/** Nest's LoggerService over that logger, given to NestFactory.create so even start-up lines are JSON. */
export function nestLogger(params: Params): Logger {
  return new Logger(new PinoLogger(params), params);
}

import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { REQUEST_ID_HEADER, type ServerTimeouts, setUpTracing } from '@solar/static-host';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { DestinationStream, LevelWithSilent } from 'pino';
import { apiLoggers, apiRequestIds, nestLogger } from '../logging/api-logger';
import { observeApiRequests } from '../telemetry/request-telemetry';
import type { ApiConfig } from './api-config';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from '../kit/filters/api-exception.filter';
import { applyServerTimeouts } from './http-timeouts';
import { BODY_LIMIT_BYTES, registerBodyParsers } from '../kit/intake/body-parsers';
import { checkBodyShape } from '../kit/intake/body-shape';
import { INTAKE_EXCEPTIONS } from '../kit/intake/intake-exceptions';
import { jsonBodiesOnly } from '../kit/intake/json-bodies-only';
import { sameOriginOnly } from '../kit/intake/same-origin';
import { staffSessionFirst, uploadIntake } from '../staff-auth/staff-session-first';
import { API_HEADERS, applyHeaders, helmetHeaders } from '../kit/security-headers';
import { StaffSessions } from '../staff-auth/staff-sessions.service';
import { ShutdownState } from '../kit/shutdown-state';
import { DOCS_PATH, setUpSwagger } from './swagger';
import { createValidationPipe } from '../kit/validation';

/**
 * `logger: false` keeps the tests quiet; otherwise the lowest level written as JSON lines (LOG_LEVEL, default
 * info), to `logDestination` (default process.stdout; main.ts gives an asynchronous one). `timeouts` replaces
 * API_SERVER_TIMEOUTS, so a test can see a stalled request cut off within a second.
 */
export type CreateAppOptions = {
  logger?: false | LevelWithSilent;
  logDestination?: DestinationStream;
  timeouts?: ServerTimeouts;
};

/** The methods CORS preflights allow: those of the `cors` package Nest on Express used (decision 033). */
const CORS_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE';

/**
 * Builds the whole HTTP app (request hooks, body parsers, validation, errors, docs) without listening, so
 * main.ts and the e2e tests run the very same stack. Nest runs on Fastify (decision 033): what ran as Express
 * middleware runs as Fastify hooks, in the same order.
 *
 * Routes carry their `api/` prefix in the controller path instead of a global prefix, so the payment
 * routes the site calls outside it (/paypal/*) can be added as ordinary controllers.
 */
export async function createApp(config: ApiConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  setUpTracing({ service: 'api' });
  const logging = apiLoggers({
    level: options.logger === false ? 'silent' : (options.logger ?? 'info'),
    destination: options.logDestination,
  });
  const adapter = new FastifyAdapter({
    // Parsers run before the handler, so the limit applies to every path, known or not (see body-parsers.ts).
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from these hops (default loopback: the shell's server on this machine;
    // compose names the shell's container network). req.ip, the rate-limit key, is then the right-most
    // address not among them: the left-most forwarded one when every hop is trusted, and never an address a
    // client wrote into the header itself when it reaches a trusted hop from a public address. Fastify reads
    // the list with proxy-addr, as Express's "trust proxy" did.
    trustProxy: config.trustedProxies,
    // As Express's router: /api/Projects/1 and /api/projects/1/ reach /api/projects/:id, and a long path
    // parameter reaches its route (and its pipe's 400) rather than Fastify's 100-character 404.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 16_384 },
    // No Express-style middleware is left (decision 075: the request's logging context is entered by the first
    // hook), so @fastify/middie is not loaded. Fastify's own logger stays off; the id it gives each request
    // (genReqId) is the one every log line carries.
    skipMiddie: true,
    logger: false,
    genReqId: apiRequestIds(config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bodyParser: false,
    abortOnError: false,
    logger: options.logger === false ? false : nestLogger(logging.params),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // No X-Powered-By (Fastify sends none) and no ETag (Fastify computes none): nothing here sends If-None-Match
  // (no answer is cacheable), so hashing every answer's body would be work for nothing (decision 028).
  applyServerTimeouts(app.getHttpServer(), options.timeouts);

  // First of all, before CORS answers a preflight: the access log (its line is written when the answer is sent)
  // and the request id echoed to the caller, Connection: close while draining, and the security headers: an API's
  // on every answer, helmet's page headers on the docs' pages (decision 085).
  const shutdown = app.get(ShutdownState);
  const setApiHeaders = applyHeaders(API_HEADERS);
  const setPageHeaders = applyHeaders(helmetHeaders());
  const docs = `/${DOCS_PATH}`;
  adapter.setOnRequestHook((request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Fastify's id (genReqId above): echoed, on the access line, and on every line logged from here on, as the
    // rest of the request (hooks, body, handler, filter) runs inside withRequestId.
    logging.logAnswer(request.raw, reply.raw, request.id);
    reply.header(REQUEST_ID_HEADER, request.id);
    // While draining, each answer closes its connection, so keep-alive clients move to another replica.
    if (shutdown.draining) reply.header('Connection', 'close');
    if (request.routeOptions.url?.startsWith(docs)) setPageHeaders(reply);
    else setApiHeaders(reply);
    logging.withRequestId(request.id, done);
  });
  // Metrics and the request's trace (decision 074), the database queries it makes included.
  observeApiRequests(fastify, config.trustedProxies);
  // @fastify/cors itself, as app.enableCors() would configure it, but without Nest's wrapper, which copies every
  // answer's headers for middleware this API does not have (a tenth of a public read's time; decision 075).
  await app.register(fastifyCors, {
    origin: config.shellOrigin,
    credentials: true,
    methods: CORS_METHODS,
    strictPreflight: false,
  });
  // Before any body is read: state-changing requests come from the site's pages (403) and send JSON (415),
  // except the routes INTAKE_EXCEPTIONS names (decision 015).
  fastify.addHook('onRequest', sameOriginOnly(config.shellOrigin, INTAKE_EXCEPTIONS));
  fastify.addHook('onRequest', jsonBodiesOnly(INTAKE_EXCEPTIONS));
  // request.cookies and reply.setCookie() for the staff session (session-cookie.ts; decision 047).
  await app.register(fastifyCookie);
  // Still before any body is read: staff routes need a live session, and uploads are refused encoded or in a crowd.
  fastify.addHook('onRequest', staffSessionFirst(app.get(StaffSessions)));
  fastify.addHook('onRequest', uploadIntake());
  // JSON is the only parser on every route (the one-click route also reads its two form encodings).
  registerBodyParsers(fastify);
  // After parsing (Fastify keeps the request's async context across it), before validation and routing's 404.
  fastify.addHook('preValidation', checkBodyShape());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  // No enableShutdownHooks(): main.ts drains requests in flight before app.close() (graceful-shutdown.ts).
  // Not in production unless API_DOCS=true publishes it (decision 064).
  if (config.apiDocs !== false) setUpSwagger(app, config.version);
  return app;
}

/**
 * Listens on every interface, as Express's listen(port) did (Node's default: IPv6 and IPv4 on '::', or IPv4
 * alone where the machine has no IPv6); Fastify's own default would be localhost only.
 */
export async function listenOnAllInterfaces(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

/**
 * Nest's init, then Fastify's: Fastify builds its routes and hooks in ready(), and only then answers on the
 * server getHttpServer() returns (the e2e tests hand that server to supertest without listening through Nest).
 */
export async function initApp<App extends INestApplication>(app: App): Promise<App> {
  await app.init();
  await (app.getHttpAdapter().getInstance() as FastifyInstance).ready();
  return app;
}

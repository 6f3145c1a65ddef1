import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerTimeouts } from '@solar/static-host';
import { DEFAULT_LOG_LEVELS, JsonLogger } from '../logging/json-logger';
import { requestLogging } from '../logging/request-logging';
import type { ApiConfig } from './api-config';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './filters/api-exception.filter';
import { applyServerTimeouts } from './http-timeouts';
import { checkBodyShape } from './intake/body-shape';
import { INTAKE_EXCEPTIONS } from './intake/intake-exceptions';
import { jsonBodiesOnly } from './intake/json-bodies-only';
import { sameOriginOnly } from './intake/same-origin';
import { securityHeaders } from './security-headers';
import { ShutdownState } from './shutdown-state';
import { setUpSwagger } from './swagger';
import { createValidationPipe } from './validation';

export const BODY_LIMIT = '100kb';

/**
 * `logger: false` keeps the tests quiet; otherwise the levels written as JSON lines (default log, warn, error,
 * fatal). `timeouts` replaces API_SERVER_TIMEOUTS, so a test can see a stalled request cut off within a second.
 */
export type CreateAppOptions = { logger?: false | LogLevel[]; timeouts?: ServerTimeouts };

/**
 * Builds the whole HTTP app (middleware, validation, errors, docs) without listening, so main.ts and
 * the e2e tests run the very same stack.
 *
 * Routes carry their `api/` prefix in the controller path instead of a global prefix, so the payment
 * routes the site calls outside it (/paypal/*, /setup) can be added as ordinary controllers.
 */
export async function createApp(config: ApiConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    abortOnError: false,
    logger: options.logger === false ? false : new JsonLogger(options.logger ?? DEFAULT_LOG_LEVELS),
  });
  app.disable('x-powered-by');
  // No ETag: hashing every answer's body was work for nothing, as nothing here sends If-None-Match (no answer is
  // cacheable), and without it Express writes a small answer with its headers in one piece (decision 028).
  app.set('etag', false);
  applyServerTimeouts(app.getHttpServer(), options.timeouts);
  // First of all: the request id (x-request-id in and out) and its async context, and the request's log line.
  app.use(requestLogging());
  const shutdown = app.get(ShutdownState);
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    // While draining, each answer closes its connection, so keep-alive clients move to another replica.
    if (shutdown.draining) res.setHeader('Connection', 'close');
    next();
  });
  // X-Forwarded-For is believed only from these hops (default loopback: the shell's server on this machine;
  // compose names the shell's container network). req.ip, the rate-limit key, is then the right-most
  // address not among them: the left-most forwarded one when every hop is trusted, and never an address a
  // client wrote into the header itself when it reaches a trusted hop from a public address.
  app.set('trust proxy', config.trustedProxies);
  app.use(securityHeaders());
  app.enableCors({ origin: config.shellOrigin, credentials: true });
  // Before any body is read: state-changing requests come from the site's pages (403) and send JSON (415),
  // except the routes INTAKE_EXCEPTIONS names (decision 015).
  app.use(sameOriginOnly(config.shellOrigin, INTAKE_EXCEPTIONS));
  app.use(jsonBodiesOnly(INTAKE_EXCEPTIONS));
  // Parsers run before routing, so the limit applies to every path, known or not. JSON is the only parser.
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.use(checkBodyShape());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  // No enableShutdownHooks(): main.ts drains requests in flight before app.close() (graceful-shutdown.ts).
  setUpSwagger(app, config.version);
  return app;
}

import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestContext, requestIdFrom } from './request-context';

const HEALTH_PATH = /^\/api\/health(\/|$)/;

/**
 * First of the app's request hooks (Fastify's onRequest, before CORS): takes the caller's `x-request-id` (the shell's server sets one) when it has
 * the expected format, or makes a UUID; echoes it in the response's `x-request-id`; runs the rest of the
 * request inside its AsyncLocalStorage context, so every log line written meanwhile carries it; and logs
 * one line when the response is finished (or the client went away first).
 *
 * Paths are logged without their query string (PayPal return URLs carry tokens). Successful health probes
 * are logged at debug level, so a load balancer polling every few seconds does not fill the log.
 */
export function requestLogging(logger = new Logger('http')) {
  return (request: FastifyRequest, reply: FastifyReply, next: () => void) => {
    const req = request.raw;
    const res = reply.raw;
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const started = process.hrtime.bigint();
    res.setHeader('x-request-id', requestId);
    requestContext.run({ requestId }, () => {
      let logged = false;
      const done = (aborted: boolean) => {
        if (logged) return;
        logged = true;
        const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
        const path = (req.url ?? '').split('?')[0] ?? '';
        const status = res.statusCode;
        const line = {
          message: `${req.method} ${path} ${aborted ? 'aborted' : status} ${durationMs}ms`,
          method: req.method,
          path,
          status,
          durationMs,
          requestId,
          ...(aborted ? { aborted: true } : {}),
        };
        if (!aborted && status < 400 && HEALTH_PATH.test(path)) logger.debug(line);
        else logger.log(line);
      };
      res.once('finish', () => done(false));
      res.once('close', () => done(!res.writableFinished));
      next();
    });
  };
}

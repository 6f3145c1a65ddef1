import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import { context, type Context, trace } from '@opentelemetry/api';
import { endRequestSpan, recordRequest, recordsTraces, requestContext } from '@solar/static-host';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { countRateLimitRefusal } from './api-metrics';

const traces = new WeakMap<FastifyRequest, Context>();

/** Nest's not-found handler has no route: every unknown path shares one label. */
const UNMATCHED = 'unmatched';

/**
 * Each request measured, and traced when spans are kept (decision 074), from two Fastify hooks, nothing patched: its
 * trace context (the trusted caller's `traceparent`, by the same rule as X-Request-Id, else a new trace) is active
 * from the first hook, so a database query it makes is a span of it; the answer is counted under the route's
 * pattern (`/api/projects/:id`, never the path) and status, and a 429 as a rate-limit refusal of that route. With no
 * exporter no span is kept, and the API sends no request on (no `traceparent` to pass), so it makes no trace context.
 */
export function observeApiRequests(fastify: FastifyInstance, trustedProxies: string[]): void {
  if (recordsTraces()) traceApiRequests(fastify, trustedProxies);
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    recordRequest(request.method, route, status, reply.elapsedTime / 1000);
    if (status === 429) countRateLimitRefusal(route);
    const active = traces.get(request);
    if (active) endRequestSpan(trace.getSpan(active), { method: request.method, route, status, requestId: request.id });
    done();
  });
}

function traceApiRequests(fastify: FastifyInstance, trustedProxies: string[]): void {
  const trusted = compile(trustedProxies);
  // A keep-alive connection's peer never changes, so its verdict is kept with the socket; and only a request that
  // brings a trace context needs one (parsing the address on every request was a tenth of a public read's time).
  const verdicts = new WeakMap<object, boolean>();
  const isTrusted = (req: IncomingMessage) => {
    if (req.headers['traceparent'] === undefined) return false;
    const socket = req.socket;
    const known = verdicts.get(socket);
    if (known !== undefined) return known;
    const peer = socket?.remoteAddress;
    const verdict = peer !== undefined && trusted(peer, 0);
    verdicts.set(socket, verdict);
    return verdict;
  };
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const active = requestContext(request.raw, isTrusted(request.raw));
    traces.set(request, active);
    context.with(active, done);
  });
}

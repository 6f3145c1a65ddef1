import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { context, trace } from '@opentelemetry/api';
import { pathOf } from '../logging';
import { recordRequest } from './http-metrics';
import { endRequestSpan, requestContext } from './tracing';

export type ObservedRequestsOptions = {
  /** Peers whose `traceparent` is continued (TRUSTED_PROXIES). */
  isTrustedProxy: (address: string) => boolean;
  /** The route pattern of a request not answered by an Express route (`req.route`), or null. */
  routeOf?: (path: string) => string | null;
};

/** Anything with a file extension: the build's files. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d. */
function peerOf(req: IncomingMessage): string | undefined {
  return req.socket?.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** The route label: Express's matched route, the server's own patterns, `static` for files, else `unmatched`. */
export function routeLabel(req: IncomingMessage, routeOf?: (path: string) => string | null): string {
  const matched = (req as IncomingMessage & { route?: { path?: unknown } }).route?.path;
  if (typeof matched === 'string') return matched;
  const path = pathOf(req);
  return routeOf?.(path) ?? (FILE_PATH.test(path) ? 'static' : 'unmatched');
}

/**
 * Runs `handle` for a request, measured and traced (decision 074): in its own trace context (the trusted caller's
 * `traceparent`, else a new trace), so a request made on the visitor's behalf carries the trace on; its answer adds
 * one observation to the latency histogram when the connection is done with it.
 */
function observe(req: IncomingMessage, res: ServerResponse, options: ObservedRequestsOptions, handle: () => void) {
  const started = performance.now();
  const peer = peerOf(req);
  const active = requestContext(req, peer !== undefined && options.isTrustedProxy(peer));
  res.once('close', () => {
    const outcome = { method: req.method ?? '', route: routeLabel(req, options.routeOf), status: res.statusCode };
    recordRequest(outcome.method, outcome.route, outcome.status, (performance.now() - started) / 1000);
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    endRequestSpan(trace.getSpan(active), { ...outcome, requestId });
  });
  context.with(active, handle);
}

/** A Node server's whole handler, observed (the shell's, whose kept pages are sent before Express runs). */
export function observedRequests(listener: RequestListener, options: ObservedRequestsOptions): RequestListener {
  return (req, res) => observe(req, res, options, () => listener(req, res));
}

/** The same as Express middleware, first in the app (a remote's server). */
export function observeRequests(options: ObservedRequestsOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => observe(req, res, options, next);
}

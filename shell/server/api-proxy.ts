import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '@solar/static-host';
import { createProxyMiddleware } from 'http-proxy-middleware';

const PROXIED_PREFIXES = ['/api', '/paypal', '/setup'];

export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/** One id per request, so the id the API logs is the one in the shell's own log lines. */
const requestIds = new WeakMap<IncomingMessage, string>();

function requestIdOf(req: IncomingMessage): string {
  let id = requestIds.get(req);
  if (id === undefined) {
    id = requestId(req);
    requestIds.set(req, id);
  }
  return id;
}

function answerUnavailable(res: ServerResponse, id: string) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'x-request-id': id });
  res.end(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The API is unavailable, please try again shortly' }));
}

/** Passes API, PayPal and setup calls to the API on the same origin, so the browser's cookies go with them. */
export function apiProxy(apiUrl: string) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiUrl,
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: 30_000,
    pathFilter: (pathname) => isProxiedPath(pathname),
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('x-request-id', requestIdOf(req));
      },
      error: (error, req, res) => {
        const id = requestIdOf(req);
        const path = ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0];
        const code = (error as NodeJS.ErrnoException).code;
        log('shell', `API proxy error: ${error.message}`, { level: 'error', requestId: id, method: req.method, path, ...(code ? { code } : {}) });
        if ('writeHead' in res) answerUnavailable(res as ServerResponse, id);
        else res.destroy();
      },
    },
  });
}

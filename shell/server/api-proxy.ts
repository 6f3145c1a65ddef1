import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

const PROXIED_PREFIXES = ['/api', '/paypal', '/setup'];

export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

function answerUnavailable(res: ServerResponse) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
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
        proxyReq.setHeader('x-request-id', requestId(req));
      },
      error: (_error, _req, res) => {
        if ('writeHead' in res) answerUnavailable(res as ServerResponse);
        else res.destroy();
      },
    },
  });
}

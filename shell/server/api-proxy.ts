import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { pathOf, REQUEST_ID_HEADER, traceHeaders } from '@solar/static-host';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { forwardedHeaders } from './forwarded-headers';

const PROXIED_PREFIXES = ['/api', '/paypal'];

export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function answerUnavailable(res: ServerResponse) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(
    JSON.stringify({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The API is unavailable, please try again shortly',
    }),
  );
}

/**
 * Idle connections to the API are reused, and given up after 4 s: before the API closes them itself (Node's
 * default keep-alive timeout is 5 s, the API's about 65 s), so a request is never sent on a closing socket.
 */
const FREE_SOCKET_TIMEOUT_MS = 4_000;

function keepAliveAgent(apiUrl: string): HttpAgent {
  const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: FREE_SOCKET_TIMEOUT_MS };
  return new URL(apiUrl).protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}

function setForwardedHeaders(
  proxyReq: ClientRequest,
  req: IncomingMessage,
  isTrustedProxy: (address: string) => boolean,
) {
  const client = {
    remoteAddress: req.socket.remoteAddress,
    encrypted: 'encrypted' in req.socket,
    headers: req.headers,
  };
  for (const [name, value] of Object.entries(forwardedHeaders(client, isTrustedProxy))) {
    if (value === undefined) proxyReq.removeHeader(name);
    else proxyReq.setHeader(name, value);
  }
}

export type ApiProxyOptions = {
  apiUrl: string;
  /** Peers whose X-Forwarded-For chain is kept (TRUSTED_PROXIES); everyone else's is replaced. */
  isTrustedProxy: (address: string) => boolean;
  /** An API that has not answered within this is given up on, and the browser gets 503. */
  timeoutMs: number;
  /** Told of each answer before it is passed on (headers may still be changed): the project figures' freshness. */
  onApiResponse?: (req: IncomingMessage, proxyRes: IncomingMessage) => void;
};

/** Passes API and PayPal calls to the API on the same origin, so the browser's cookies go with them. */
export function apiProxy({ apiUrl, isTrustedProxy, timeoutMs, onApiResponse }: ApiProxyOptions) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiUrl,
    agent: keepAliveAgent(apiUrl),
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: timeoutMs,
    pathFilter: (pathname) => isProxiedPath(pathname),
    on: {
      proxyReq: (proxyReq, req) => {
        // The id of the shell's access log line (accessLog, first in app.ts), so the API logs the request under it.
        proxyReq.setHeader(REQUEST_ID_HEADER, String(req.id));
        // The visit's trace, never the browser's own traceparent or tracestate (decision 074).
        proxyReq.removeHeader('tracestate');
        for (const [name, value] of Object.entries(traceHeaders())) proxyReq.setHeader(name, value);
        // Connection is hop-by-hop: a browser closing its own connection must not close the pooled one to the API.
        proxyReq.setHeader('connection', 'keep-alive');
        setForwardedHeaders(proxyReq, req, isTrustedProxy);
      },
      proxyRes: (proxyRes, req) => {
        // The API's Connection and Keep-Alive describe its socket to this server; the browser's follow its own request.
        delete proxyRes.headers['connection'];
        delete proxyRes.headers['keep-alive'];
        onApiResponse?.(req, proxyRes);
      },
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code;
        req.log.error(
          { method: req.method, path: pathOf(req), ...(code ? { code } : {}) },
          `API proxy error: ${error.message}`,
        );
        if ('writeHead' in res) answerUnavailable(res as ServerResponse);
        else res.destroy();
      },
    },
  });
}

import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { log } from '@solar/static-host';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { forwardedHeaders } from './forwarded-headers';

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

/** Passes API, PayPal and setup calls to the API on the same origin, so the browser's cookies go with them. */
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
        proxyReq.setHeader('x-request-id', requestIdOf(req));
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
        const id = requestIdOf(req);
        const path = ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0];
        const code = (error as NodeJS.ErrnoException).code;
        log('shell', `API proxy error: ${error.message}`, {
          level: 'error',
          requestId: id,
          method: req.method,
          path,
          ...(code ? { code } : {}),
        });
        if ('writeHead' in res) answerUnavailable(res as ServerResponse, id);
        else res.destroy();
      },
    },
  });
}

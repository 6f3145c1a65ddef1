import type { NextFunction, Request, Response } from 'express';
import { CHANGED_KEYS_HEADER, parseChangeKeys, type RemoteEndpoint } from '@solar/shared-contracts';
import { REQUEST_ID_HEADER } from '@solar/static-host';
import { forwardedHeaders } from './forwarded-headers';

export type RemoteEndpointOptions = {
  endpoints: readonly RemoteEndpoint[];
  apiUrl: string;
  isTrustedProxy: (address: string) => boolean;
  timeoutMs: number;
  /** Told the change keys of an answer that changed public data (decision 071). */
  onChange?: (keys: string[]) => void;
};

class BodyTooLarge extends Error {}

function readLimitedBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answer(res: Response, status: number, error: string, message: string) {
  res.status(status).setHeader('Cache-Control', 'no-store').json({ statusCode: status, error, message });
}

/** The headers the API is sent: who is asking (as the proxy says it), the request id, and the body's type. */
function upstreamHeaders(req: Request, isTrustedProxy: (address: string) => boolean): Record<string, string> {
  const client = {
    remoteAddress: req.socket.remoteAddress,
    encrypted: 'encrypted' in req.socket,
    headers: req.headers,
  };
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: String(req.id) };
  for (const [name, value] of Object.entries(forwardedHeaders(client, isTrustedProxy)))
    if (value !== undefined) headers[name] = value;
  for (const name of ['content-type', 'user-agent', 'accept'] as const) {
    const value = req.headers[name];
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * The addresses the remotes declare in the registry (`remoteEndpoints`, decision 071), forwarded to the API path
 * each names with its query and body; the API's status, type, caching and body come back. The shell knows none of
 * them: a new one is a line in the registry. GET and HEAD of an address that is also a page stay the page's; any
 * other undeclared method is 405.
 */
export function remoteEndpoints({ endpoints, apiUrl, isTrustedProxy, timeoutMs, onChange }: RemoteEndpointOptions) {
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));
  return async (req: Request, res: Response, next: NextFunction) => {
    const endpoint = byPath.get(req.path);
    if (!endpoint) return next();
    const method = req.method as RemoteEndpoint['methods'][number];
    if (!endpoint.methods.includes(method)) {
      if (method === 'GET' || method === 'HEAD') return next();
      res.setHeader('Allow', [...new Set(['GET', 'HEAD', ...endpoint.methods])].join(', '));
      return answer(res, 405, 'Method Not Allowed', `${req.method} is not allowed here`);
    }
    let body: Buffer;
    try {
      body = await readLimitedBody(req, endpoint.bodyLimitBytes ?? 0);
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(res, 413, 'Payload Too Large', 'The request body is too large');
      return answer(res, 400, 'Bad Request', 'The request body could not be read');
    }
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    try {
      const upstream = await fetch(`${apiUrl}${endpoint.api}${query}`, {
        method: req.method,
        headers: upstreamHeaders(req, isTrustedProxy),
        body: body.length > 0 ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await upstream.text();
      const keys = parseChangeKeys(upstream.headers.get(CHANGED_KEYS_HEADER) ?? undefined);
      if (upstream.status < 400 && keys.length > 0) onChange?.(keys);
      res.status(upstream.status).setHeader('Cache-Control', upstream.headers.get('cache-control') ?? 'no-store');
      res.type(upstream.headers.get('content-type') ?? 'application/json').send(text);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      req.log.error({ method: req.method, path: req.path, code }, 'remote endpoint: the API did not answer');
      answer(res, 503, 'Service Unavailable', 'The API is unavailable, please try again shortly');
    }
  };
}

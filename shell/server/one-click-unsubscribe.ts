import type { NextFunction, Request, Response } from 'express';
import { ONE_CLICK_UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PATH } from '@solar/shared-contracts';
import { REQUEST_ID_HEADER } from '@solar/static-host';
import { forwardedHeaders } from './forwarded-headers';

/** RFC 8058's body is `List-Unsubscribe=One-Click` (26 bytes, a little more as multipart); nothing near this is needed. */
export const ONE_CLICK_BODY_LIMIT_BYTES = 4_096;

export type OneClickUnsubscribeOptions = {
  apiUrl: string;
  isTrustedProxy: (address: string) => boolean;
  timeoutMs: number;
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

/**
 * A mail provider's one-click unsubscribe (RFC 8058): it POSTs `List-Unsubscribe=One-Click` to the address in the
 * email's List-Unsubscribe header, the site's own /unsubscribe?t=TOKEN, with no cookies and no Origin. Only that
 * POST is passed to the API, to ONE_CLICK_UNSUBSCRIBE_API_PATH with the same query and body, which checks the token
 * and unsubscribes. GET and HEAD show the page (which changes nothing); any other method is refused.
 */
export function oneClickUnsubscribe({ apiUrl, isTrustedProxy, timeoutMs }: OneClickUnsubscribeOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== UNSUBSCRIBE_PATH || req.method === 'GET' || req.method === 'HEAD') return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      return answer(res, 405, 'Method Not Allowed', `${req.method} is not allowed here`);
    }
    let body: Buffer;
    try {
      body = await readLimitedBody(req, ONE_CLICK_BODY_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(res, 413, 'Payload Too Large', 'The request body is too large');
      return answer(res, 400, 'Bad Request', 'The request body could not be read');
    }
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const client = {
      remoteAddress: req.socket.remoteAddress,
      encrypted: 'encrypted' in req.socket,
      headers: req.headers,
    };
    const headers: Record<string, string> = { [REQUEST_ID_HEADER]: String(req.id) };
    for (const [name, value] of Object.entries(forwardedHeaders(client, isTrustedProxy)))
      if (value !== undefined) headers[name] = value;
    const contentType = req.headers['content-type'];
    if (contentType) headers['content-type'] = contentType;
    const userAgent = req.headers['user-agent'];
    if (userAgent) headers['user-agent'] = userAgent;
    try {
      const upstream = await fetch(`${apiUrl}${ONE_CLICK_UNSUBSCRIBE_API_PATH}${query}`, {
        method: 'POST',
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await upstream.text();
      res.status(upstream.status).setHeader('Cache-Control', 'no-store');
      res.type(upstream.headers.get('content-type') ?? 'application/json').send(text);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      req.log.error({ method: 'POST', path: UNSUBSCRIBE_PATH, code }, 'one-click unsubscribe: the API did not answer');
      answer(res, 503, 'Service Unavailable', 'The API is unavailable, please try again shortly');
    }
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { API_HEADERS, applyHeaders, helmetHeaders, type ReplyHeaders } from './security-headers';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a plain server answers with when `middleware` runs first (date left out: it changes). */
async function headersAfter(middleware: Middleware): Promise<Record<string, string>> {
  const server = createServer((req, res) => {
    res.setHeader('X-Powered-By', 'Express');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/anything?x=1`, {
      headers: { origin: 'https://example.org' },
    });
    const headers = Object.fromEntries(response.headers);
    delete headers['date'];
    return headers;
  } finally {
    await new Promise((closed) => server.close(closed));
  }
}

/** A header set applied to Node's answer, as Fastify's reply would hand it over. */
const applied =
  (apply: (reply: ReplyHeaders) => void): Middleware =>
  (_req, res, next) => {
    apply({ header: (name, value) => res.setHeader(name, value), removeHeader: (name) => res.removeHeader(name) });
    next();
  };

describe('security headers', () => {
  it("give the docs pages exactly helmet()'s headers, worked out once", async () => {
    const once = await headersAfter(applied(applyHeaders(helmetHeaders())));
    expect(once).toEqual(await headersAfter(helmet() as Middleware));
    expect(once['content-security-policy']).toContain("default-src 'self'");
    expect(once['x-powered-by']).toBeUndefined();
  });

  it('give an API answer a policy that loads and frames nothing, HTTPS only, nosniff, and nothing of a page', async () => {
    const headers = await headersAfter(applied(applyHeaders(API_HEADERS)));
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const pageOnly of ['x-powered-by', 'x-xss-protection', 'x-dns-prefetch-control', 'origin-agent-cluster'])
      expect(headers).not.toHaveProperty(pageOnly);
  });
});

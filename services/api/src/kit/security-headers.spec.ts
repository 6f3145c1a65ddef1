import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { securityHeaders } from './security-headers';

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

describe('securityHeaders', () => {
  it("answers with exactly helmet()'s headers, worked out once", async () => {
    const once = await headersAfter(securityHeaders() as Middleware);
    expect(once).toEqual(await headersAfter(helmet() as Middleware));
    expect(once['content-security-policy']).toContain("default-src 'self'");
    expect(once['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(once['x-powered-by']).toBeUndefined();
  });
});

/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchText } from './fetch-text';

describe('fetchText', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ok') {
        res.writeHead(200, { ETag: '"v1"' });
        res.end('hello');
      } else if (req.url === '/stalled-body') {
        res.writeHead(200, { 'Content-Length': '100' });
        res.write('part');
      }
      // '/silent' never answers at all.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('returns the status, ETag and body', async () => {
    await expect(fetchText(`${origin}/ok`, { timeoutMs: 2_000 })).resolves.toEqual({
      status: 200,
      etag: '"v1"',
      text: 'hello',
    });
  });

  it.each(['/silent', '/stalled-body'])('gives up on %s within its time limit', async (path) => {
    const started = Date.now();
    await expect(fetchText(origin + path, { timeoutMs: 200 })).rejects.toThrow(/within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

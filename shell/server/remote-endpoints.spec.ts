/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';
import express from 'express';
import { remoteEndpoints as declared, UNSUBSCRIBE_PATH } from '@solar/shared-contracts';
import { remoteEndpoints } from './remote-endpoints';

const ONE_CLICK_BODY_LIMIT_BYTES = declared.find((endpoint) => endpoint.path === UNSUBSCRIBE_PATH)?.bodyLimitBytes ?? 0;

const TOKEN = `42.${'a'.repeat(43)}`;
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(
    join(root, 'index.html'),
    '<head><title>Site</title><!--remote-hints--></head><body><!--remote-locations--></body>',
  );
  return root;
}

/** The API stand-in: records each request and answers as the API's one-click endpoint does. */
function upstreamApi() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/api/articles/feed.xml'))
        return res
          .writeHead(200, {
            'Content-Type': 'application/atom+xml; charset=utf-8',
            'Cache-Control': 'public, max-age=60',
          })
          .end('<feed/>');
      if (req.url?.startsWith('/api/figures'))
        return res
          .writeHead(201, { 'Content-Type': 'application/json', 'X-Changed-Keys': 'project:2, Bad Key' })
          .end('{}');
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"unsubscribed":true}');
    });
  });
  return { server, received };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

describe("a mail provider's one-click unsubscribe (RFC 8058), declared by its remote, through the shell's server", () => {
  const api = upstreamApi();
  let app: ReturnType<typeof createShellApp>;

  beforeAll(async () => {
    const apiUrl = await listen(api.server);
    app = createShellApp(readShellServerConfig({ API_URL: apiUrl }, builtShell()));
  });
  beforeEach(() => {
    api.received.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

  it('forwards the POST to the API with the same query and body, and passes its answer back', async () => {
    const response = await request(app)
      .post(`/unsubscribe?t=${encodeURIComponent(TOKEN)}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('Cookie', 'session=someone-elses')
      .set('User-Agent', 'Mail provider')
      .send(ONE_CLICK_BODY);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ unsubscribed: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(api.received).toHaveLength(1);
    const [forwarded] = api.received;
    expect(forwarded).toMatchObject({
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?t=${encodeURIComponent(TOKEN)}`,
      body: ONE_CLICK_BODY,
    });
    expect(forwarded?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(forwarded?.headers['user-agent']).toBe('Mail provider');
    expect(forwarded?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded?.headers['x-request-id']).toEqual(response.headers['x-request-id']);
    expect(forwarded?.headers['cookie']).toBeUndefined();
    expect(forwarded?.headers['origin']).toBeUndefined();
  });

  it('passes a multipart one-click (the encoding RFC 8058 prefers) through unchanged, boundary and all', async () => {
    const boundary = '----provider1234';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await request(app)
      .post(`/unsubscribe?t=${TOKEN}`)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(multipart);
    expect(response.status).toBe(200);
    expect(api.received[0]?.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(api.received[0]?.body).toBe(multipart);
  });

  it('refuses a body over the limit without forwarding it, whether its length is declared or not', async () => {
    const big = 'x'.repeat(ONE_CLICK_BODY_LIMIT_BYTES + 1);
    const declared = await request(app)
      .post(`/unsubscribe?t=${TOKEN}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(big);
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ statusCode: 413 });

    const chunked = request(app)
      .post(`/unsubscribe?t=${TOKEN}`)
      .set('Content-Type', 'application/x-www-form-urlencoded');
    chunked.write('x'.repeat(ONE_CLICK_BODY_LIMIT_BYTES));
    chunked.write('x'.repeat(10));
    const streamed = await chunked;
    expect(streamed.status).toBe(413);
    expect(api.received).toHaveLength(0);
  });

  it.each(['put', 'patch', 'delete'] as const)(
    'answers %s on /unsubscribe with 405 and the methods it allows',
    async (method) => {
      const response = await request(app)[method](`/unsubscribe?t=${TOKEN}`);
      expect(response.status).toBe(405);
      expect(response.headers['allow']).toBe('GET, HEAD, POST');
      expect(response.body).toMatchObject({ statusCode: 405 });
      expect(api.received).toHaveLength(0);
    },
  );

  it('shows the page on GET, kept out of search results, and tells the API nothing', async () => {
    const response = await request(app).get(`/unsubscribe?t=${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    expect(response.text).toContain('<title>Unsubscribe | Site</title>');
    expect((await request(app).head('/unsubscribe')).status).toBe(200);
    expect(api.received).toHaveLength(0);
  });

  it('leaves other pages indexable and forwards no POST to them', async () => {
    const page = await request(app).get('/contact');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.text).not.toContain('noindex');
    const post = await request(app)
      .post('/contact')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(ONE_CLICK_BODY);
    expect(post.status).toBe(404);
    expect(api.received).toHaveLength(0);
  });

  it('answers 503 JSON when the API is down', async () => {
    const down = createShellApp(readShellServerConfig({ API_URL: 'http://127.0.0.1:9' }, builtShell()));
    const response = await request(down)
      .post(`/unsubscribe?t=${TOKEN}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(ONE_CLICK_BODY);
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      statusCode: 503,
      message: 'The API is unavailable, please try again shortly',
    });
  });
});

describe('endpoints the remotes declare (decision 071)', () => {
  const api = upstreamApi();
  let apiUrl: string;

  beforeAll(async () => {
    apiUrl = await listen(api.server);
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

  it("forwards a declared GET and passes the API's type and caching back (the blog's feed)", async () => {
    const app = createShellApp(readShellServerConfig({ API_URL: apiUrl }, builtShell()));
    const response = await request(app).get('/blogs/feed.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.text).toBe('<feed/>');
  });

  it('forwards a new endpoint from its declaration alone, and reports the well-formed keys its answer changed', async () => {
    const changed: string[][] = [];
    const app = express();
    app.use((req, _res, next) => {
      Object.assign(req, { id: 'visit-1', log: { error: () => undefined } });
      next();
    });
    app.use(
      remoteEndpoints({
        endpoints: [
          { owner: 'donate', path: '/projects/pledge', methods: ['POST'], api: '/api/figures', bodyLimitBytes: 64 },
        ],
        apiUrl,
        isTrustedProxy: () => false,
        timeoutMs: 2_000,
        onChange: (keys) => changed.push(keys),
      }),
    );
    const response = await request(app)
      .post('/projects/pledge?x=1')
      .set('Content-Type', 'application/json')
      .send('{"a":1}');
    expect(response.status).toBe(201);
    expect(api.received.at(-1)).toMatchObject({ method: 'POST', url: '/api/figures?x=1', body: '{"a":1}' });
    expect(changed).toEqual([['project:2']]);
    expect((await request(app).put('/projects/pledge')).headers['allow']).toBe('GET, HEAD, POST');
  });
});

/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTimedServer } from '@solar/static-host';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(root, 'index.html'), '<head><!--remote-hints--></head><body><!--remote-locations--></body>');
  return root;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function get(url: string, agent: Agent, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** The API stand-in: echoes the headers it received, never answers /api/stall, and counts its connections. */
function upstreamApi() {
  const api = { connections: 0, server: createServer() };
  api.server.on('connection', () => (api.connections += 1));
  api.server.on('request', (req, res) => {
    if (req.url === '/api/stall') return;
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(req.headers)));
  });
  return api;
}

/** The shell's server as main.ts starts it, with limits short enough for a test. */
function shellServer(apiUrl: string, apiTimeoutMs: number): Server {
  const config = { ...readShellServerConfig({ API_URL: apiUrl }, builtShell()), apiTimeoutMs };
  return createTimedServer(createShellApp(config), { headersMs: 500, requestMs: 1_000, keepAliveMs: 2_000 });
}

describe('the proxy to the API', () => {
  const api = upstreamApi();
  let apiUrl = '';
  let shell: Server;
  let shellUrl = '';
  let browserConnections = 0;

  beforeAll(async () => {
    apiUrl = await listen(api.server);
    shell = shellServer(apiUrl, 5_000);
    shell.on('connection', () => (browserConnections += 1));
    shellUrl = await listen(shell);
  });
  afterAll(() => Promise.all([close(shell), close(api.server)]));

  it('keeps connections alive to the API and to the browser', async () => {
    const browser = new Agent({ keepAlive: true, maxSockets: 1 });
    const [apiBefore, browserBefore] = [api.connections, browserConnections];
    for (let i = 0; i < 50; i += 1) {
      const answer = await get(`${shellUrl}/api/projects/${i}`, browser);
      expect(answer.status).toBe(200);
      expect(answer.headers['connection']).not.toBe('close');
    }
    browser.destroy();
    expect(api.connections - apiBefore).toBeLessThanOrEqual(2);
    expect(browserConnections - browserBefore).toBe(1);
  });

  it('closes the browser connection only when the browser asks, and keeps the one to the API', async () => {
    const browser = new Agent({ keepAlive: true });
    const answer = await get(`${shellUrl}/api/projects/1`, browser, { Connection: 'close' });
    browser.destroy();
    expect(answer.headers['connection']).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ connection: 'keep-alive' });
  });

  it("tells the API the socket's address, whatever X-Forwarded-For the client sent", async () => {
    const browser = new Agent();
    const answer = await get(`${shellUrl}/api/newsletter/subscribe`, browser, {
      'X-Forwarded-For': '198.51.100.23',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(JSON.parse(answer.body)).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(shellUrl).host,
    });
  });

  it('cuts off a client that sends its headers and then stalls its body', async () => {
    const started = Date.now();
    const { port } = new URL(shellUrl);
    const reply = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
        );
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => resolve(received));
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(reply === '' || reply.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('answers 503 JSON when the API does not answer in time', async () => {
    const impatient = shellServer(apiUrl, 300);
    const impatientUrl = await listen(impatient);
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const started = Date.now();
    const answer = await get(`${impatientUrl}/api/stall`, new Agent());
    write.mockRestore();
    await close(impatient);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });
});

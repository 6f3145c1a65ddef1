/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { PageDrawer } from '@solar/shared-contracts';
import { captureLog } from './logging/log-capture';
import { createLogger } from './logging/logger';
import { createRemoteApp } from './remote-server';
import { scrapeMetrics } from './telemetry';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const traceIdOf = (traceparent: string | undefined) => traceparent?.split('-')[1];

/** An API that answers every read and notes the X-Request-Id each came with. */
async function fakeApi() {
  const ids: (string | undefined)[] = [];
  const traceparents: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    ids.push(req.headers['x-request-id'] as string | undefined);
    traceparents.push(req.headers['traceparent'] as string | undefined);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"title":"First light"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { ids, traceparents, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const drawPage: PageDrawer = async (path, read) => {
  const article = await read<{ title: string }>('/api/articles/3');
  if (article.status !== 'found') return 'unavailable';
  return {
    status: 200,
    html: `<h1>${article.body.title}</h1>`,
    head: { title: article.body.title },
    reads: { [path]: article.body },
    keys: ['articles'],
  };
};

/** A remote's server as it runs, drawing its pages from the fake API; its log at debug. */
function remote(apiUrl: string, env: Record<string, string> = {}) {
  const log = captureLog();
  const app = createRemoteApp(
    { name: 'mfe-test', root: mkdtempSync(join(tmpdir(), 'remote-')), portVariable: 'TEST_PORT', defaultPort: 0 },
    { SHELL_ORIGIN: 'http://localhost:4200', API_URL: apiUrl, APP_VERSION: '1.0.0', ...env },
    createLogger({ service: 'mfe-test', level: 'debug', destination: log.destination }),
    { drawing: { drawPage, warmUpPaths: [] } },
  );
  return { app, log };
}

const accessLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line['path'] === '/_page');

describe("one request id from the shell's request, through the remote's draw, to its API read (decision 061)", () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;

  beforeEach(async () => {
    api = await fakeApi();
  });
  afterEach(() => new Promise((resolve) => (api.server as Server).close(resolve)));

  it("keeps a trusted shell's id in its access line and sends it on with the API read", async () => {
    const { app, log } = remote(api.url, { TRUSTED_PROXIES: 'loopback' });
    const response = await request(app).get('/_page?path=/blogs/3').set('x-request-id', 'visit-from-shell-0001');
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe('visit-from-shell-0001');
    expect(accessLines(log.lines())).toEqual([
      expect.objectContaining({ requestId: 'visit-from-shell-0001', path: '/_page', status: 200 }),
    ]);
    expect(api.ids).toEqual(['visit-from-shell-0001']);
  });

  it('names, for a later visitor whose draw reused that read, the id the API logged it under', async () => {
    const { app, log } = remote(api.url, { TRUSTED_PROXIES: 'loopback' });
    await request(app).get('/_page?path=/blogs/3').set('x-request-id', 'visit-from-shell-0001');
    await request(app).get('/_page?path=/blogs/3').set('x-request-id', 'visit-from-shell-0002');
    expect(api.ids).toEqual(['visit-from-shell-0001']);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ requestId: 'visit-from-shell-0002', readRequestId: 'visit-from-shell-0001' }),
    );
  });

  it("ignores the id of a caller it does not trust, and reads under the remote's own", async () => {
    const { app, log } = remote(api.url);
    const response = await request(app).get('/_page?path=/blogs/3').set('x-request-id', 'spoofed-visit-0001');
    const own = response.headers['x-request-id'];
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLines(log.lines())).toEqual([expect.objectContaining({ requestId: own })]);
    expect(api.ids).toEqual([own]);
    expect(log.text()).not.toContain('spoofed-visit-0001');
  });
});

describe("one W3C trace from the shell's request, through the remote's draw, to its API read (decision 074)", () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;

  beforeEach(async () => {
    api = await fakeApi();
  });
  afterEach(() => new Promise((resolve) => (api.server as Server).close(resolve)));

  it("carries a trusted shell's trace id on to the API read, under a span of its own", async () => {
    const { app } = remote(api.url, { TRUSTED_PROXIES: 'loopback' });
    await request(app).get('/_page?path=/blogs/3').set('traceparent', TRACEPARENT).expect(200);
    expect(api.traceparents).toHaveLength(1);
    expect(traceIdOf(api.traceparents[0])).toBe(TRACE_ID);
    // The remote's own span is the read's parent, not the shell's.
    expect(api.traceparents[0]).not.toBe(TRACEPARENT);
  });

  it('starts its own trace for a caller it does not trust, and still carries it to the API', async () => {
    const { app } = remote(api.url);
    await request(app).get('/_page?path=/blogs/3').set('traceparent', TRACEPARENT).expect(200);
    expect(traceIdOf(api.traceparents[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(traceIdOf(api.traceparents[0])).not.toBe(TRACE_ID);
  });
});

/** The count of one series in a scrape (0 when absent). */
function sampleOf(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{`) && entry.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe("a remote's metrics (decision 074)", () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;

  beforeEach(async () => {
    api = await fakeApi();
  });
  afterEach(() => new Promise((resolve) => (api.server as Server).close(resolve)));

  it('counts each answer under its route pattern and status, never its path', async () => {
    const { app } = remote(api.url);
    const page = 'http_server_request_duration_seconds_count';
    const drawn = 'http_route="/_page",http_response_status_code="200"';
    const missing = 'http_route="static",http_response_status_code="404"';
    const before = await scrapeMetrics();
    await request(app).get('/_page?path=/blogs/3').expect(200);
    await request(app).get('/_page?path=/blogs/4').expect(200);
    await request(app).get('/assets/missing-4d2a.js').expect(404);
    const after = await scrapeMetrics();
    expect(sampleOf(after, page, drawn) - sampleOf(before, page, drawn)).toBe(2);
    expect(sampleOf(after, page, missing) - sampleOf(before, page, missing)).toBe(1);
    expect(after).not.toContain('/blogs/3');
    expect(after).not.toContain('missing-4d2a');
    expect(after).toMatch(/^nodejs_eventloop_delay_p99_seconds \S+$/m);
  });
});

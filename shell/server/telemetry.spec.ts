/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { PageDrawer } from '@solar/shared-contracts';
import { createLogger, createRemoteApp, scrapeMetrics } from '@solar/static-host';
import { frameKey, PRERENDER_SLOT } from '../src/app/prerender-frames';
import { routeTable } from '../src/app/route-table';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const traceIdOf = (traceparent: string | undefined) => traceparent?.split('-')[1];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>From Sun to Sanctuary</title><!--remote-hints--></head><body><div id="root"></div><!--remote-locations--></body></html>',
  );
  mkdirSync(join(root, 'prerender'));
  const index = routeTable.findIndex((route) => route.page === 'blog-article');
  writeFileSync(
    join(root, 'prerender', `${frameKey(index)}.html`),
    `<header>Site</header><main>${PRERENDER_SLOT}</main>`,
  );
  return root;
}

/** The API: an article for the remote's draws, an answer for the proxy; each request's traceparent noted. */
function fakeApi() {
  const traceparents: { path: string; traceparent: string | undefined }[] = [];
  const server = createServer((req, res) => {
    traceparents.push({ path: req.url ?? '', traceparent: req.headers['traceparent'] as string | undefined });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"title":"First light"}');
  });
  return { server, traceparents };
}

const drawPage: PageDrawer = async (path, read) => {
  const article = await read<{ title: string }>('/api/articles/3');
  if (article.status !== 'found') return 'unavailable';
  return {
    status: 200,
    html: `<h1>${article.body.title}</h1>`,
    head: { title: article.body.title },
    reads: {},
    keys: ['articles'],
  };
};

/** mfe-content's server as it runs (the real remote app), trusting the shell over loopback. */
function contentRemote(apiUrl: string) {
  const root = mkdtempSync(join(tmpdir(), 'remote-'));
  writeFileSync(
    join(root, 'mf-manifest.json'),
    JSON.stringify({ shared: [], exposes: [], metaData: { buildInfo: { buildVersion: '1.0.0' } } }),
  );
  const env = { SHELL_ORIGIN: 'http://localhost:4200', API_URL: apiUrl, TRUSTED_PROXIES: 'loopback' };
  const app = createRemoteApp(
    { name: 'mfe-content', root, portVariable: 'CONTENT_PORT', defaultPort: 0 },
    env,
    createLogger({ service: 'mfe-content', level: 'silent' }),
    { drawing: { drawPage, warmUpPaths: [] } },
  );
  return createServer(app);
}

/** The count of one series in a scrape (0 when absent). */
function sampleOf(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{`) && entry.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe("the shell's metrics and traces (decision 074)", () => {
  let api: ReturnType<typeof fakeApi>;
  let remote: Server;
  let site: Server;
  let siteUrl: string;

  beforeEach(async () => {
    api = fakeApi();
    const apiUrl = await listen(api.server);
    remote = contentRemote(apiUrl);
    const contentUrl = await listen(remote);
    const env = {
      API_URL: apiUrl,
      MFE_CONTENT_URL: contentUrl,
      SHELL_ORIGIN: 'https://site.example',
      TRUSTED_PROXIES: 'loopback',
    };
    site = createServer(createShellApp(readShellServerConfig(env, builtShell()), env));
    siteUrl = await listen(site);
  });

  afterEach(async () => {
    for (const server of [api.server, remote, site]) await new Promise((resolve) => server.close(resolve));
  });

  it("carries a trusted caller's trace id through the remote's draw to its API read, and through the proxy", async () => {
    await request(siteUrl).get('/blogs/3').set('traceparent', TRACEPARENT).expect(200);
    const read = api.traceparents.find((entry) => entry.path === '/api/articles/3');
    expect(traceIdOf(read?.traceparent)).toBe(TRACE_ID);

    await request(siteUrl).get('/api/projects/1').set('traceparent', TRACEPARENT).expect(200);
    const proxied = api.traceparents.find((entry) => entry.path === '/api/projects/1');
    expect(traceIdOf(proxied?.traceparent)).toBe(TRACE_ID);
    // Each hop's own span is the next one's parent.
    expect(proxied?.traceparent).not.toBe(TRACEPARENT);
    // The first draw compresses the page at Brotli's best (decision 059): seconds on a busy machine.
  }, 20_000);

  it("starts its own trace for a caller it does not trust, and never passes the browser's on", async () => {
    const env = {
      API_URL: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      SHELL_ORIGIN: 'https://site.example',
    };
    const untrusting = createServer(createShellApp(readShellServerConfig(env, builtShell()), env));
    const url = await listen(untrusting);
    try {
      await request(url)
        .get('/api/projects/1')
        .set('traceparent', TRACEPARENT)
        .set('tracestate', 'chosen=1')
        .expect(200);
    } finally {
      await new Promise((resolve) => untrusting.close(resolve));
    }
    const proxied = api.traceparents.at(-1)?.traceparent;
    expect(traceIdOf(proxied)).toMatch(/^[0-9a-f]{32}$/);
    expect(traceIdOf(proxied)).not.toBe(TRACE_ID);
  });

  it('counts answers by route pattern and the page cache by hit and miss, with no path or id in a label', async () => {
    const duration = 'http_server_request_duration_seconds_count';
    const article = 'http_route="/blogs/:id",http_response_status_code="200"';
    const lookups = 'shell_page_cache_lookups_total';
    const before = await scrapeMetrics();
    const visit = await request(siteUrl).get('/blogs/3').expect(200);
    await request(siteUrl).get('/blogs/3').expect(200);
    const after = await scrapeMetrics();
    expect(sampleOf(after, duration, article) - sampleOf(before, duration, article)).toBe(2);
    expect(sampleOf(after, lookups, 'result="miss"') - sampleOf(before, lookups, 'result="miss"')).toBe(1);
    expect(sampleOf(after, lookups, 'result="hit"') - sampleOf(before, lookups, 'result="hit"')).toBe(1);
    expect(after).not.toContain('/blogs/3');
    expect(after).not.toContain(visit.headers['x-request-id']);
  }, 20_000);
});

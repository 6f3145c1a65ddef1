/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { frameKey, PRERENDER_SLOT } from '../src/app/prerender-frames';
import { routeTable } from '../src/app/route-table';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';

const ABOUT = routeTable.findIndex((route) => route.path === '/about/our-story');

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-error-'));
  writeFileSync(join(root, 'index.html'), '<head><!--remote-hints--></head><body><!--remote-locations--></body>');
  mkdirSync(join(root, 'prerender'));
  const frame = `<style data-emotion="css abc">.css-abc{color:red}</style><header class="css-abc"><a href="/">Home</a></header><main id="main-content">${PRERENDER_SLOT}</main><footer>Registered charity</footer>`;
  for (let index = 0; index < routeTable.length; index += 1)
    writeFileSync(join(root, 'prerender', `${frameKey(index)}.html`), frame);
  return root;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** A content remote that answers, but not with its manifest. */
const brokenRemote = () => createServer((_req, res) => res.writeHead(500).end('upstream exploded at 10.9.8.7'));

function expectSitePage(html: string, status: number) {
  expect(html).toMatch(/^<!doctype html><html lang="en-GB">/);
  expect(html).toContain('<header class="css-abc"><a href="/">Home</a></header>');
  expect(html).toContain('<footer>Registered charity</footer>');
  expect(html).toContain('<a href="/">Go to the home page</a>');
  expect(html).toContain('mailto:support@fromsuntosanctuary.org');
  expect(html).toContain('+44 121 496 0123');
  expect(html).toContain(`Error ${status}`);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/10\.9\.8\.7|127\.0\.0\.1|at .*\.ts:\d+|Error: /);
  expect(html).toContain('<style data-emotion="css abc">'); // the frame's styles, moved to the head
}

describe('the site’s own error pages', () => {
  let broken: Server;
  let brokenUrl: string;
  beforeAll(async () => {
    broken = brokenRemote();
    brokenUrl = await listen(broken);
  });
  afterAll(() => new Promise((resolve) => broken.close(resolve)));

  it('answers 500 with the branded page, and no trace of the cause, when the page handler throws', async () => {
    const config = readShellServerConfig({ API_URL: 'http://127.0.0.1:9' }, builtShell());
    const failing = () => {
      throw new Error('template corrupted at /srv/app/page-html.ts:12 from 10.9.8.7');
    };
    // The content remote answers with a manifest, so only the renderer fails.
    const remote = createServer((_req, res) => res.writeHead(200).end('{"shared":[],"exposes":[]}'));
    const remoteUrl = await listen(remote);
    try {
      const withRemote = createShellApp(
        { ...config, internalRemotes: { ...config.internalRemotes, content: remoteUrl } },
        {},
        { renderPage: failing },
      );
      const response = await request(withRemote).get('/about/our-story');
      expect(response.status).toBe(500);
      expect(response.type).toBe('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expectSitePage(response.text, 500);
      expect(response.text).toContain('Something went wrong on our side');
      expect(response.text).not.toContain('/srv/app');
    } finally {
      await new Promise((resolve) => remote.close(resolve));
    }
  });

  it('answers 503 when the remote that draws the page does not answer at all', async () => {
    const app = createShellApp(
      readShellServerConfig(
        { API_URL: 'http://127.0.0.1:9', MFE_CONTENT_INTERNAL_URL: 'http://127.0.0.1:9' },
        builtShell(),
      ),
      {},
    );
    const response = await request(app).get('/about/our-story');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expectSitePage(response.text, 503);
    expect(response.text).toContain('This page is temporarily unavailable');
  });

  it('answers 502 when the remote answers with something that is not its manifest', async () => {
    const app = createShellApp(
      readShellServerConfig({ API_URL: 'http://127.0.0.1:9', MFE_CONTENT_INTERNAL_URL: brokenUrl }, builtShell()),
      {},
    );
    const response = await request(app).get('/about/our-story');
    expect(response.status).toBe(502);
    expectSitePage(response.text, 502);
  });

  it('leaves the rest of the site alone: the home page of a working remote, robots.txt', async () => {
    expect(ABOUT).toBeGreaterThanOrEqual(0);
    const app = createShellApp(
      readShellServerConfig(
        { API_URL: 'http://127.0.0.1:9', MFE_CONTENT_INTERNAL_URL: 'http://127.0.0.1:9' },
        builtShell(),
      ),
      {},
    );
    expect((await request(app).get('/robots.txt')).status).toBe(200);
    expect((await request(app).get('/staff')).status).toBe(200);
  });
});

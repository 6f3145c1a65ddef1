/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import { SVG_POLICY } from '@solar/static-host';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';

const TEMPLATE = '<head><!--remote-hints--></head><body><!--remote-locations--></body>';

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-headers-'));
  writeFileSync(join(root, 'index.html'), TEMPLATE);
  writeFileSync(join(root, 'main.0123456789.js'), 'console.log("shell")');
  writeFileSync(join(root, 'load-after-paint.js'), 'console.log("after paint")');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  mkdirSync(join(root, 'prerender'));
  writeFileSync(join(root, 'prerender', 'frame-0.html'), '<main><!--page--></main>');
  return root;
}

/** What only a document uses: its policy for scripts, features, framing, the opener, HTTPS and referrers. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The bytes of a response's header lines, as an HTTP/1.1 server writes them. */
const headerBytes = (response: Response) =>
  Object.entries(response.headers).reduce((sum, [name, value]) => sum + `${name}: ${String(value)}\r\n`.length, 0);

describe('response headers by type (decision 042)', () => {
  const app = createShellApp(readShellServerConfig({ API_URL: 'http://127.0.0.1:9' }, builtShell()), {});

  it.each([
    '/about/our-story',
    '/no/such/page',
    '/staff',
    '/staff/donations',
    '/index.html',
    '/prerender/frame-0.html',
  ])('sends the page %s with the full set of document headers', async (path) => {
    const response = await request(app).get(path);
    expect(response.type).toBe('text/html');
    for (const name of DOCUMENT_ONLY) expect(response.headers).toHaveProperty(name);
    expect(response.headers['content-security-policy']).toContain("script-src 'self' http://localhost:4201");
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends a content-hashed script with nosniff, CORP and a year of caching, and nothing a document uses', async () => {
    const response = await request(app).get('/main.0123456789.js');
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of DOCUMENT_ONLY) expect(response.headers).not.toHaveProperty(name);
    expect(headerBytes(response)).toBeLessThan(450);
  });

  it('revalidates the after-paint script, whose address has no hash, on every use', async () => {
    const response = await request(app).get('/load-after-paint.js');
    expect(response.type).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const name of DOCUMENT_ONLY) expect(response.headers).not.toHaveProperty(name);
  });

  it('gives a vector image a policy that runs no script, and no page policy', async () => {
    const response = await request(app).get('/favicon.svg');
    expect(response.headers['content-security-policy']).toBe(SVG_POLICY);
    expect(response.headers).not.toHaveProperty('permissions-policy');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/healthz', '/robots.txt'])('sends %s, not a page, with the file headers only', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(response.headers).not.toHaveProperty(name);
  });
});

/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(root, 'index.html'), '<head><!--remote-hints--></head><body><!--remote-locations--></body>');
  writeFileSync(join(root, 'main.0123456789.js'), 'console.log("shell")');
  return root;
}

describe('the shell server', () => {
  // Port 9 (discard) has no API behind it: proxied calls must fail fast with JSON, not hang.
  const config = readShellServerConfig({ API_URL: 'http://127.0.0.1:9' }, builtShell());
  const app = createShellApp(config);

  it('answers every route of the site with the page and a strict CSP', async () => {
    const response = await request(app).get('/about/our-story');
    expect(response.status).toBe(200);
    expect(response.text).toContain('id="remote-locations"');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:4201 http:\/\/localhost:4202 http:\/\/localhost:4203/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("lets PayPal's checkout popup talk back to the page, and turns off the powerful features the site does not use", async () => {
    const response = await request(app).get('/donate');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const features = response.headers['permissions-policy'];
    expect(features).toContain('payment=(self "https://www.paypal.com" "https://www.sandbox.paypal.com")');
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'publickey-credentials-get'])
      expect(features).toContain(`${feature}=()`);
  });

  it('allows payment from the stand-ins CSP_PAYMENT_ORIGINS names', async () => {
    const withSimulator = readShellServerConfig(
      { API_URL: 'http://127.0.0.1:9', CSP_PAYMENT_ORIGINS: 'http://localhost:4290/' },
      builtShell(),
    );
    const response = await request(createShellApp(withSimulator)).get('/about/our-story');
    expect(response.headers['permissions-policy']).toMatch(
      /^payment=\(self "https:\/\/www\.paypal\.com" "https:\/\/www\.sandbox\.paypal\.com" "http:\/\/localhost:4290"\)/,
    );
  });

  it('answers unknown paths with the page and status 404', async () => {
    const response = await request(app).get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.type).toBe('text/html');
  });

  it('answers a missing file with 404 JSON instead of the page', async () => {
    const response = await request(app).get('/missing.js');
    expect(response.status).toBe(404);
    expect(response.body.statusCode).toBe(404);
  });

  it.each(['/api/projects/1', '/paypal/setup'])(
    'passes %s to the API and answers 503 JSON when it is down',
    async (path) => {
      const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
      const response = await request(app).get(path);
      write.mockRestore();
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    },
  );

  it('logs a failed API call and its access line under one request id, and answers with that id', async () => {
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    // TRUSTED_PROXIES is empty: an id a visitor sends is replaced, never believed.
    const response = await request(app).get('/api/projects/1?secret=1').set('x-request-id', 'browser-req-0001');
    write.mockRestore();
    expect(response.status).toBe(503);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({
        service: 'shell',
        level: 'error',
        requestId: id,
        method: 'GET',
        path: '/api/projects/1',
        code: 'ECONNREFUSED',
      }),
      expect.objectContaining({
        service: 'shell',
        level: 'error',
        requestId: id,
        method: 'GET',
        path: '/api/projects/1',
        status: 503,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(written.join('')).not.toMatch(/secret|browser-req-0001/);
  });

  it('keeps the id a trusted proxy in front gave the request', async () => {
    const behindProxy = createShellApp(
      readShellServerConfig({ API_URL: 'http://127.0.0.1:9', TRUSTED_PROXIES: 'loopback' }, builtShell()),
    );
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const response = await request(behindProxy).get('/api/projects/1').set('x-request-id', 'lb-request-0001');
    write.mockRestore();
    expect(response.headers['x-request-id']).toBe('lb-request-0001');
  });

  it('does not proxy look-alike paths such as /apiary, nor /setup, which the API no longer has', async () => {
    expect((await request(app).get('/apiary')).status).toBe(404);
    expect((await request(app).get('/setup')).status).toBe(404);
  });
});

describe("the shell server's version", () => {
  /** A build as tools/rspack lays it out: browser/ and server/version.json beside main.js. */
  function stampedShell(): string {
    const dist = mkdtempSync(join(tmpdir(), 'shell-build-'));
    mkdirSync(join(dist, 'browser'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(
      join(dist, 'browser', 'index.html'),
      '<head><!--remote-hints--></head><body><!--remote-locations--></body>',
    );
    writeFileSync(
      join(dist, 'server', 'version.json'),
      '{"name":"shell","version":"0.1.0+fa0e806","builtAt":"2026-11-21T07:00:00.000Z"}',
    );
    return join(dist, 'browser');
  }

  it('answers GET /version with the stamp of its build, read at run time', async () => {
    const config = readShellServerConfig({}, stampedShell());
    const response = await request(createShellApp(config, {})).get('/version');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ name: 'shell', version: '0.1.0+fa0e806', builtAt: '2026-11-21T07:00:00.000Z' });
    expect(config.version).toBe('0.1.0+fa0e806');
  });

  it('lets APP_VERSION override the stamp, in /version and /healthz', async () => {
    const env = { APP_VERSION: '3.0.0' };
    const app = createShellApp(readShellServerConfig(env, stampedShell()), env);
    expect((await request(app).get('/version')).body).toMatchObject({ name: 'shell', version: '3.0.0' });
    expect((await request(app).get('/healthz')).body).toEqual({
      status: 'ok',
      name: 'shell',
      version: '3.0.0',
      builtAt: '2026-11-21T07:00:00.000Z',
    });
  });
});

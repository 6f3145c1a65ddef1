/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
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

  it.each(['/api/projects/1', '/paypal/setup', '/setup'])('passes %s to the API and answers 503 JSON when it is down', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });

  it('does not proxy look-alike paths such as /apiary or /setup-guide', async () => {
    expect((await request(app).get('/apiary')).status).toBe(404);
    expect((await request(app).get('/setup-guide')).status).toBe(404);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createRemoteApp } from './remote-server';

function builtRemote(): string {
  const root = mkdtempSync(join(tmpdir(), 'remote-'));
  writeFileSync(join(root, 'mf-manifest.json'), '{"id":"mfe_test"}');
  writeFileSync(join(root, 'remoteEntry.js'), 'var mfe_test;');
  writeFileSync(join(root, 'page.0123456789.js'), 'console.log(1)');
  return root;
}

describe('a remote server', () => {
  const app = createRemoteApp(
    { name: 'mfe-test', root: builtRemote(), portVariable: 'TEST_PORT', defaultPort: 0 },
    { SHELL_ORIGIN: 'http://localhost:4200', APP_VERSION: '1.2.3' },
  );

  it('lets the shell origin read its manifest, revalidated on every use', async () => {
    const response = await request(app).get('/mf-manifest.json').set('Origin', 'http://localhost:4200');
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives other origins no CORS permission', async () => {
    const response = await request(app).get('/remoteEntry.js').set('Origin', 'https://elsewhere.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('caches hashed chunks for a year', async () => {
    const response = await request(app).get('/page.0123456789.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404 JSON and reports its version', async () => {
    const missing = await request(app).get('/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404 });
    const health = await request(app).get('/healthz');
    expect(health.body).toEqual({ status: 'ok', name: 'mfe-test', version: '1.2.3' });
  });
});

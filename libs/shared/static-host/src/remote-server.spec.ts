import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { PAGE_FRAGMENT_PATH, REMOTE_PAGES_PATH, type RemotePage } from '@solar/shared-contracts';
import { loadRenderBundle } from './drawn-pages/render-bundle';
import { captureLog } from './logging/log-capture';
import { createLogger } from './logging/logger';
import { createRemoteApp } from './remote-server';

const BROTLI_COPY = brotliCompressSync('console.log(1)');

function builtRemote(): string {
  const root = mkdtempSync(join(tmpdir(), 'remote-'));
  writeFileSync(join(root, 'mf-manifest.json'), '{"id":"mfe_test"}');
  writeFileSync(join(root, 'remoteEntry.js'), 'var mfe_test;');
  writeFileSync(join(root, 'page.0123456789.js'), 'console.log(1)');
  writeFileSync(join(root, 'page.0123456789.js.br'), BROTLI_COPY);
  writeFileSync(join(root, 'logo.0123456789.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(join(root, '.kept-builds.json'), '[]');
  return root;
}

describe('a remote server', () => {
  const log = captureLog();
  const app = createRemoteApp(
    { name: 'mfe-test', root: builtRemote(), portVariable: 'TEST_PORT', defaultPort: 0 },
    { SHELL_ORIGIN: 'http://localhost:4200', APP_VERSION: '1.2.3' },
    createLogger({ service: 'mfe-test', destination: log.destination }),
  );

  it('keeps an access log: one line per request with its own id, echoed to the caller', async () => {
    const response = await request(app).get('/remoteEntry.js?v=1').set('x-request-id', 'from-anyone-0001');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines().at(-1)).toMatchObject({
      level: 'info',
      service: 'mfe-test',
      requestId: id,
      method: 'GET',
      path: '/remoteEntry.js',
      status: 200,
      durationMs: expect.any(Number),
    });
  });

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

  it('caches hashed chunks for a year, and sends them only the headers a file uses', async () => {
    const response = await request(app).get('/page.0123456789.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'strict-transport-security',
      'x-frame-options',
    ])
      expect(response.headers).not.toHaveProperty(name);
  });

  it('gives a vector image a policy that runs no script, should it be opened on its own', async () => {
    const response = await request(app).get('/logo.0123456789.svg');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it("sends the build's Brotli copy to a browser that accepts it, and the plain file to one that does not", async () => {
    const brotli = await request(app).get('/page.0123456789.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(BROTLI_COPY.length);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.text).toBe('console.log(1)');
    const plain = await request(app).get('/page.0123456789.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });

  it('answers a missing file with 404 JSON and reports its version', async () => {
    const missing = await request(app).get('/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404 });
    expect(missing.headers['cache-control']).toBe('no-store');
    const health = await request(app).get('/healthz');
    expect(health.body).toEqual({ status: 'ok', name: 'mfe-test', version: '1.2.3' });
  });

  it("keeps the build's own files private: the list of kept builds is not served", async () => {
    expect((await request(app).get('/.kept-builds.json')).status).toBe(404);
  });
});

describe("a remote server's version", () => {
  /** A build as tools/rspack lays it out: browser/ files and server/version.json beside main.js. */
  function stampedBuild(): { root: string; stampFile: string } {
    const dist = mkdtempSync(join(tmpdir(), 'remote-build-'));
    mkdirSync(join(dist, 'browser'));
    mkdirSync(join(dist, 'server'));
    const stampFile = join(dist, 'server', 'version.json');
    writeFileSync(stampFile, '{"name":"mfe-test","version":"0.1.0+fa0e806","builtAt":"2026-11-21T07:00:00.000Z"}');
    return { root: join(dist, 'browser'), stampFile };
  }
  const options = { name: 'mfe-test', portVariable: 'TEST_PORT', defaultPort: 0, ...stampedBuild() };

  it('answers GET /version with the stamp of the build it serves, never cached', async () => {
    const response = await request(createRemoteApp(options, {})).get('/version');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ name: 'mfe-test', version: '0.1.0+fa0e806', builtAt: '2026-11-21T07:00:00.000Z' });
  });

  it('includes the stamp in /healthz, with APP_VERSION taking precedence when set at run time', async () => {
    const response = await request(createRemoteApp(options, { APP_VERSION: '2026.11.21-1' })).get('/healthz');
    expect(response.body).toEqual({
      status: 'ok',
      name: 'mfe-test',
      version: '2026.11.21-1',
      builtAt: '2026-11-21T07:00:00.000Z',
    });
  });
});

describe("a remote server's published pages (decision 081)", () => {
  const pages: RemotePage[] = [
    { key: 'donate', owner: 'donate', path: '/donate', title: 'Donate', description: 'Give to the charity.' },
  ];
  const bundle = { drawing: { drawPage: async () => null, warmUpPaths: [] }, pages };
  const app = createRemoteApp(
    { name: 'mfe-donate', root: builtRemote(), portVariable: 'TEST_PORT', defaultPort: 0 },
    { SHELL_ORIGIN: 'http://localhost:4200' },
    createLogger({ service: 'mfe-donate', destination: captureLog().destination }),
    bundle,
  );

  it('answers the list its build publishes, with an ETag the shell asks again with for a 304', async () => {
    const first = await request(app).get(REMOTE_PAGES_PATH).expect(200);
    expect(first.body).toEqual({ pages });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['etag']).toEqual(expect.any(String));
    await request(app)
      .get(REMOTE_PAGES_PATH)
      .set('If-None-Match', first.headers['etag'] as string)
      .expect(304);
  });
});

describe('a remote whose render bundle publishes its pages and draws none (decision 083)', () => {
  const pages: RemotePage[] = [
    { key: 'contact', owner: 'engage', path: '/contact', title: 'Contact Us', description: 'Write to the charity.' },
    { key: 'stolen', owner: 'donate', path: '/stolen', title: 'Not engage’s' },
  ];
  const logger = createLogger({ service: 'mfe-engage', destination: captureLog().destination });
  /** A built render bundle as mfe-engage's build writes it: `pageList` and no `drawPage`. */
  function bundleFile(exports: string): string {
    const file = join(mkdtempSync(join(tmpdir(), 'render-')), 'prerender.js');
    writeFileSync(file, exports);
    return file;
  }
  const file = bundleFile(`exports.pageList = ${JSON.stringify({ pages })};`);
  const app = createRemoteApp(
    { name: 'mfe-engage', root: builtRemote(), portVariable: 'TEST_PORT', defaultPort: 0, renderBundle: file },
    { SHELL_ORIGIN: 'http://localhost:4200' },
    logger,
  );

  it('loads only its own well-formed pages, and nothing to draw', () => {
    expect(loadRenderBundle(file, logger, 'engage')).toEqual({ pages: [pages[0]] });
    expect(loadRenderBundle(bundleFile('exports.prerenderPages = () => ({});'), logger, 'engage')).toBeNull();
  });

  it('answers its list with an ETag for a 304, and no page at /_page', async () => {
    const first = await request(app).get(REMOTE_PAGES_PATH).expect(200);
    expect(first.body).toEqual({ pages: [pages[0]] });
    expect(first.headers['cache-control']).toBe('no-cache');
    await request(app)
      .get(REMOTE_PAGES_PATH)
      .set('If-None-Match', first.headers['etag'] as string)
      .expect(304);
    const page = await request(app).get(PAGE_FRAGMENT_PATH).query({ path: '/contact' });
    expect(page.status).toBe(404);
    expect(page.body).toMatchObject({ message: 'No such file in this remote' });
  });
});

import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/**
 * Decision 043 at run time: a host provides @solar/shared-ui at 1.0.0, and remotes built with the project's own
 * federation config ask for it. One needs ^1.0.0 and gets the host's copy; one was built against 2.0.0 and needs
 * ^2.0.0, and refuses to load with an error that says why, instead of running silently against the older copy.
 */
const fixtures = join(__dirname, '..', 'fixtures', 'shared-ui-mismatch');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

type Outcome = { outcome: 'loaded' | 'refused'; detail: string };

/** Builds the host and both remotes (fixtures/shared-ui-mismatch/rspack.config.ts) into `out`. */
function build(out: string) {
  const rspack = join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'rspack');
  const run = spawnSync(rspack, ['build', '--mode=development', '--config', join(fixtures, 'rspack.config.ts')], {
    cwd: fixtures,
    env: { ...process.env, PROBE_OUT: out },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the probe build failed:\n${run.stdout}\n${run.stderr}`);
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

/** Serves a folder on a free port of this machine. */
function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    try {
      const body = readFileSync(join(root, path || 'index.html'));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('@solar/shared-ui version at run time (decision 043)', () => {
  const out = mkdtempSync(join(tmpdir(), 'shared-ui-mismatch-'));
  const servers: Server[] = [];
  const origins: Record<'host' | 'current' | 'next', string> = { host: '', current: '', next: '' };
  let browser: Browser;

  beforeAll(async () => {
    build(out);
    for (const name of ['host', 'current', 'next'] as const) {
      const { server, origin } = await serve(join(out, name));
      servers.push(server);
      origins[name] = origin;
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(out, { recursive: true, force: true });
  });

  async function load(remote: 'current' | 'next'): Promise<Outcome> {
    const page = await browser.newPage();
    try {
      const entry = encodeURIComponent(`${origins[remote]}/remoteEntry.js`);
      await page.goto(`${origins.host}/?name=probe_${remote}&entry=${entry}`);
      await page.waitForFunction(() => 'probeResult' in globalThis, undefined, { timeout: 20_000 });
      return await page.evaluate(() => (globalThis as unknown as { probeResult: Outcome }).probeResult);
    } finally {
      await page.close();
    }
  }

  it("runs a remote whose range the host's copy satisfies, on that one copy", async () => {
    expect(await load('current')).toEqual({ outcome: 'loaded', detail: "the shell's copy" });
  });

  it('refuses a remote that needs a newer major, saying which version it needs and which it found', async () => {
    const result = await load('next');
    expect(result.outcome).toBe('refused');
    expect(result.detail).toMatch(
      /Version 1\.0\.0 from probe_host of shared singleton module @solar\/shared-ui does not satisfy the requirement of probe_next which needs \^2\.0\.0/,
    );
  });
});

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, stopProcess, waitUntilHealthy, withoutPayPal } from '../../../tools/scripts/site.cjs';
import { freePort, service } from '../support/site-services';

type LogLine = Record<string, unknown>;

/** Every stdout line a server writes, parsed: each must be one JSON object (decision 045). */
function logOf(child: ChildProcess): () => LogLine[] {
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return () =>
    out
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);
}

async function lineWhere(log: () => LogLine[], predicate: (line: LogLine) => boolean): Promise<LogLine> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = log().find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such line in:\n${JSON.stringify(log(), null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Its own API, content remote and shell server, each keeping its default TRUSTED_PROXIES (API: loopback; shell:
 * none), but for the remote, which `npm start` (site.cjs) always gives loopback: the shell's server (decision 061).
 */
describe('one request followed from the shell to the API by its id', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'request-id-'));
  const children: ChildProcess[] = [];
  const logs: Record<'api' | 'mfe-content' | 'shell', () => LogLine[]> = {
    api: () => [],
    'mfe-content': () => [],
    shell: () => [],
  };
  let shellOrigin = '';

  beforeAll(async () => {
    const [apiPort, shellPort, content, engage, donate] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    shellOrigin = `http://localhost:${shellPort}`;
    const env: NodeJS.ProcessEnv = {
      ...withoutPayPal(process.env),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      API_PORT: String(apiPort),
      SQLITE_PATH: join(dataDir, 'solar.sqlite'),
      SHELL_ORIGIN: shellOrigin,
      SHELL_PORT: String(shellPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      CONTENT_PORT: String(content),
      ENGAGE_PORT: String(engage),
      DONATE_PORT: String(donate),
    };
    delete env['TRUSTED_PROXIES'];
    for (const name of ['api', 'mfe-content', 'shell'] as const) {
      const child = startService(service(name), env, { quiet: true });
      logs[name] = logOf(child);
      children.push(child);
    }
    await Promise.all(['api', 'mfe-content', 'shell'].map((name) => waitUntilHealthy(service(name), env)));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds the shell's access line and the API's under the id the visitor was given", async () => {
    // A visitor's own id is not believed (the shell trusts no proxy by default): the shell gives the request one.
    const response = await fetch(`${shellOrigin}/api/projects/1?utm_source=newsletter`, {
      headers: { 'X-Request-Id': 'visitor-chosen-0001' },
    });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const shellLine = await lineWhere(logs.shell, (line) => line['requestId'] === id && 'status' in line);
    const apiLine = await lineWhere(logs.api, (line) => line['requestId'] === id && 'status' in line);
    // The pair, as the report and decision 045 quote it.
    process.stdout.write(`${JSON.stringify(shellLine)}\n${JSON.stringify(apiLine)}\n`);
    for (const [line, service] of [
      [shellLine, 'shell'],
      [apiLine, 'api'],
    ] as const) {
      expect(line).toEqual({
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        service,
        requestId: id,
        method: 'GET',
        path: '/api/projects/1',
        status: 200,
        durationMs: expect.any(Number),
        message: expect.stringMatching(/^GET \/api\/projects\/1 200 \d+ms$/),
      });
    }
    const everything = JSON.stringify([...logs.shell(), ...logs.api()]);
    expect(everything).not.toContain('visitor-chosen-0001');
    expect(everything).not.toContain('utm_source');
  });

  it("finds a page drawn by its remote under one id in the shell's, the remote's and the API's logs (decision 061)", async () => {
    const response = await fetch(`${shellOrigin}/blogs`, { headers: { 'X-Request-Id': 'visitor-chosen-0002' } });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const shellLine = await lineWhere(logs.shell, (line) => line['requestId'] === id && line['path'] === '/blogs');
    const remoteLine = await lineWhere(
      logs['mfe-content'],
      (line) => line['requestId'] === id && line['path'] === '/_page',
    );
    const apiLine = await lineWhere(
      logs.api,
      (line) => line['requestId'] === id && String(line['path']).startsWith('/api/articles'),
    );
    process.stdout.write(`${JSON.stringify(shellLine)}\n${JSON.stringify(remoteLine)}\n${JSON.stringify(apiLine)}\n`);
    expect(shellLine).toMatchObject({ service: 'shell', status: 200 });
    expect(remoteLine).toMatchObject({ service: 'mfe-content', method: 'GET', status: 200 });
    expect(apiLine).toMatchObject({ service: 'api', method: 'GET', status: 200 });
    const everything = JSON.stringify([...logs.shell(), ...logs['mfe-content'](), ...logs.api()]);
    expect(everything).not.toContain('visitor-chosen-0002');
  });
});

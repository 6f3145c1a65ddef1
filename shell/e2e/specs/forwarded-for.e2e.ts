import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, stopProcess, waitUntilHealthy, withoutPayPal } from '../../../tools/scripts/site.cjs';
import { freePort, service } from '../support/site-services';

const RATE_LIMIT = 5;

/** The windows are whole minutes: start in the same one, so the limit is not counted twice across a boundary. */
async function awayFromMinuteBoundary() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/**
 * Its own API (limit 5 a minute, its own database) behind its own shell server with no trusted proxies: the
 * test site's API allows 1000 a minute, and this spec must not use up anyone's limit.
 */
describe('the client address the API rate-limits by', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forwarded-for-'));
  const children: ChildProcess[] = [];
  let shellOrigin = '';

  beforeAll(async () => {
    const [apiPort, shellPort, content, engage, donate] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    shellOrigin = `http://localhost:${shellPort}`;
    const env: NodeJS.ProcessEnv = {
      ...withoutPayPal(process.env),
      NODE_ENV: 'production',
      API_PORT: String(apiPort),
      SQLITE_PATH: join(dataDir, 'solar.sqlite'),
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      SHELL_ORIGIN: shellOrigin,
      SHELL_PORT: String(shellPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      CONTENT_PORT: String(content),
      ENGAGE_PORT: String(engage),
      DONATE_PORT: String(donate),
    };
    // Both servers read TRUSTED_PROXIES; each keeps its default (the shell: none).
    delete env['TRUSTED_PROXIES'];
    for (const name of ['api', 'shell']) children.push(startService(service(name), env, { quiet: true }));
    await Promise.all(['api', 'shell'].map((name) => waitUntilHealthy(service(name), env)));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the one the shell sees, so inventing X-Forwarded-For addresses does not escape the limit', async () => {
    await awayFromMinuteBoundary();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      const response = await fetch(`${shellOrigin}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { Origin: shellOrigin, 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i}` },
        body: JSON.stringify({ email: `a${i}@example.org`, consentGiven: true }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), ...Array<number>(30 - RATE_LIMIT).fill(429)]);
  });
});

// @ts-check
/**
 * `node tools/bench/header-bytes.mjs [path]`: starts the built site (API, remotes, shell) on free loopback ports,
 * makes one first visit to a page (default `/`) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) and
 * prints the bytes of response headers and bodies every request of that visit received, by kind of response;
 * never asserted; HEADER_BYTES_LIST=1 also lists each response. Build first (`npm run build`). Decision 042 records
 * the home page's figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from './servers.mjs';

const require = createRequire(import.meta.url);
/** @type {{ startSite: (env: NodeJS.ProcessEnv, options: { quiet: boolean }) => Promise<{ stop: () => Promise<void> }>, withoutPayPal: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv }} */
const site = require('../scripts/site.cjs');

const path = process.argv[2] ?? '/';
const dataDir = mkdtempSync(join(tmpdir(), 'header-bytes-'));
const [shell, content, engage, donate, api] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));

const env = site.withoutPayPal({
  ...process.env,
  NODE_ENV: 'production',
  SHELL_PORT: String(shell),
  CONTENT_PORT: String(content),
  ENGAGE_PORT: String(engage),
  DONATE_PORT: String(donate),
  API_PORT: String(api),
  SQLITE_PATH: join(dataDir, 'solar.sqlite'),
  MAIL_MODE: 'off',
  UNSUBSCRIBE_SECRET: 'header-bytes-unsubscribe-secret-not-for-any-site',
  // Production needs the key that seals staff authenticator secrets (64 hex digits; nothing is enrolled here).
  STAFF_MFA_KEY: 'b'.repeat(64),
});

/** @param {string} contentType @param {string} url */
function kindOf(contentType, url) {
  if (contentType.includes('text/html')) return 'page';
  if (/javascript/.test(contentType)) return 'script';
  if (contentType.startsWith('image/') || contentType.startsWith('video/')) return 'media';
  if (contentType.includes('json')) return new URL(url).pathname.startsWith('/api/') ? 'api' : 'json';
  return 'other';
}

const running = await site.startSite(env, { quiet: true });
const browser = await chromium.launch({
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  // Chromium's own count, from the DevTools protocol: each response's header block as received, and the bytes
  // its body took on the wire (compressed).
  const cdp = await page.context().newCDPSession(page);
  /** @type {Map<string, { url?: string; contentType?: string; headers?: number; total?: number }>} */
  const seen = new Map();
  const entry = (/** @type {string} */ id) => {
    const row = seen.get(id) ?? {};
    seen.set(id, row);
    return row;
  };
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    Object.assign(entry(requestId), { url: response.url, contentType: response.mimeType });
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
    if (headersText) entry(requestId).headers = Buffer.byteLength(headersText);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    entry(requestId).total = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(`http://localhost:${shell}${path}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'), undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const rows = [...seen.values()]
    .filter((row) => row.url && row.headers !== undefined && row.total !== undefined)
    .map((row) => {
      const headers = row.headers ?? 0;
      const body = (row.total ?? 0) - headers;
      if (process.env['HEADER_BYTES_LIST']) console.log(row.url, headers, body);
      return { kind: kindOf(row.contentType ?? '', row.url ?? '/'), headers, body };
    });
  /** @type {Map<string, { count: number; headers: number; body: number }>} */
  const byKind = new Map();
  for (const row of [...rows, ...rows.map((row) => ({ ...row, kind: 'total' }))]) {
    const sum = byKind.get(row.kind) ?? { count: 0, headers: 0, body: 0 };
    byKind.set(row.kind, { count: sum.count + 1, headers: sum.headers + row.headers, body: sum.body + row.body });
  }
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
  console.log(`First visit to ${path}: response headers and bodies (bodies as sent, compressed)`);
  console.log('kind      responses  headers KB  bodies KB  headers per response (bytes)');
  for (const [kind, sum] of byKind) {
    console.log(
      `${kind.padEnd(9)} ${String(sum.count).padStart(9)} ${kb(sum.headers).padStart(11)} ${kb(sum.body).padStart(10)}  ${Math.round(sum.headers / sum.count)}`,
    );
  }
} finally {
  await browser.close();
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

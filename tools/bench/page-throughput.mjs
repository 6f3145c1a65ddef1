// @ts-check
/**
 * Pages per second, the site against a bare Node server sending the same bytes (issue 27, decision 053).
 *
 *   node tools/bench/page-throughput.mjs            (a site already running at BENCH_SITE, default localhost:4200)
 *   BENCH_START=1 node tools/bench/page-throughput.mjs   (starts the built site itself on ports 4330-4333 and 3330,
 *                                                        on a fresh SQLite file, its logs at info to /dev/null)
 *
 * For each page (`/`, `/blogs`, an article, `/projects/1/donate`, or BENCH_PATHS=/a,/b) it reads the page once as a
 * browser would (Brotli accepted), starts a bare `node:http` server answering every request with exactly those bytes
 * and headers, and runs autocannon (50 connections, BENCH_SECONDS each, default 10) against the site and the bare
 * server in turns of BENCH_ROUNDS (default 5) slices each, in one run, on the same machine. It prints both request
 * rates and their ratio; the goal is 0.8 or more (issue 36; 0.5 before it). Run it under the lock if the site is on the fixed ports (`flock /tmp/solar-e2e.lock ...`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const BENCH_PORTS = { SHELL_PORT: 4330, CONTENT_PORT: 4331, ENGAGE_PORT: 4332, DONATE_PORT: 4333, API_PORT: 3330 };
const START = process.env['BENCH_START'] === '1';
const SITE = START
  ? `http://localhost:${BENCH_PORTS.SHELL_PORT}`
  : (process.env['BENCH_SITE'] ?? 'http://localhost:4200').replace(/\/+$/, '');

/**
 * The built site (dist/) as production runs it, on the bench's own ports: API, remotes and shell, each writing its
 * log (level info, one line per request) to /dev/null, as a container's log driver would take it away.
 * @returns {Promise<() => Promise<void>>} what stops it
 */
async function startSite() {
  const site = require('../scripts/site.cjs');
  const env = site.withoutPayPal({
    ...process.env,
    ...Object.fromEntries(Object.entries(BENCH_PORTS).map(([name, port]) => [name, String(port)])),
    NODE_ENV: 'production',
    SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'page-bench-')), 'bench.sqlite'),
    MAIL_MODE: 'off',
  });
  const sink = openSync('/dev/null', 'w');
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  for (const service of site.services) {
    const serviceEnv = { ...(service.envFor ? service.envFor(env) : env), ...service.envOverrides };
    children.push(
      spawn(process.execPath, [join(import.meta.dirname, '..', '..', service.entry)], {
        env: serviceEnv,
        stdio: ['ignore', sink, 'inherit'],
      }),
    );
    await site.waitUntilHealthy(service, env, 60_000);
  }
  return async () => {
    await Promise.all(children.map((child) => site.stopProcess(child)));
  };
}

const stopSite = START ? await startSite() : async () => undefined;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
/** Each side's time is cut into this many slices, taken in turns. */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/** Issue 36: every drawn page at 0.8 of a bare server sending its bytes or better. */
const GOAL = 0.8;

/** The pages of the goal; the article is the newest published one. */
async function pages() {
  if (process.env['BENCH_PATHS']) return process.env['BENCH_PATHS'].split(',');
  const list = /** @type {{ items: { id: number }[] }} */ (await (await fetch(`${SITE}/api/articles`)).json());
  const article = list.items[0];
  if (!article) throw new Error('no published article to measure');
  return ['/', '/blogs', `/blogs/${article.id}`, '/projects/1/donate'];
}

/**
 * The page as the site sends it: its status, headers and bytes, still encoded (Brotli, as a browser takes it).
 * @param {string} path
 * @returns {Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>}
 */
function capture(path) {
  return new Promise((resolve, reject) => {
    const req = request(new URL(SITE + path), { headers: HEADERS }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A server with nothing but the page: its bytes and the headers that describe them.
 * @param {{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }} page
 * @returns {Promise<import('node:http').Server>}
 */
function bareServer(page) {
  const headers = {
    'content-type': page.headers['content-type'] ?? 'text/html; charset=utf-8',
    'content-length': String(page.body.length),
    ...(page.headers['content-encoding'] ? { 'content-encoding': page.headers['content-encoding'] } : {}),
  };
  const server = createServer((_req, res) => {
    res.writeHead(page.status, headers);
    res.end(page.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * One slice: requests sent at CONNECTIONS connections for `seconds`, their p99 latency, and any answer that was
 * not the page's status.
 * @param {string} url
 * @param {number} status
 * @param {number} seconds
 */
async function slice(url, status, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  const wrong = result.non2xx && status < 300 ? result.non2xx : 0;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + wrong,
  };
}

/**
 * The site and the bare server measured in turns of ROUNDS slices each (site, bare, site, bare, …), so a machine
 * that gets busier or quieter during the run weighs on both alike. Requests per second over all of each one's slices.
 * @param {string} siteUrl
 * @param {string} bareUrl
 * @param {number} status
 */
async function measurePair(siteUrl, bareUrl, status) {
  const totals = {
    site: { requests: 0, seconds: 0, p99: 0, errors: 0 },
    bare: { requests: 0, seconds: 0, p99: 0, errors: 0 },
  };
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [which, url] of /** @type {const} */ ([
      ['site', siteUrl],
      ['bare', bareUrl],
    ])) {
      const result = await slice(url, status, seconds);
      const total = totals[which];
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.p99 = Math.max(total.p99, result.p99);
      total.errors += result.errors;
    }
  }
  const rate = (/** @type {{ requests: number; seconds: number }} */ total) => total.requests / total.seconds;
  return {
    site: { rps: rate(totals.site), p99: totals.site.p99, errors: totals.site.errors },
    bare: { rps: rate(totals.bare), p99: totals.bare.p99, errors: totals.bare.errors },
  };
}

const rows = [];
for (const path of await pages()) {
  const page = await capture(path);
  const server = await bareServer(page);
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  // A short warm-up fills the site's page cache, as any visitor's first request would.
  await autocannon({ url: SITE + path, connections: 5, duration: 1, headers: HEADERS });
  const { site, bare } = await measurePair(SITE + path, `http://127.0.0.1:${address.port}${path}`, page.status);
  server.close();
  rows.push({ path, bytes: page.body.length, encoding: page.headers['content-encoding'] ?? 'none', site, bare });
  console.log(
    `${path}: site ${Math.round(site.rps)} req/s (p99 ${site.p99} ms), bare node ${Math.round(bare.rps)} req/s (p99 ${bare.p99} ms), ratio ${(site.rps / bare.rps).toFixed(2)}`,
  );
}

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns, ${SITE}, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}\n`,
);
console.log('| Page | Bytes sent | Site req/s | Bare Node req/s | Ratio | Site errors |');
console.log('|---|---|---|---|---|---|');
for (const { path, bytes, encoding, site, bare } of rows)
  console.log(
    `| \`${path}\` | ${bytes} (${encoding}) | ${Math.round(site.rps)} | ${Math.round(bare.rps)} | ${(site.rps / bare.rps).toFixed(2)} | ${site.errors} |`,
  );
const worst = Math.min(...rows.map(({ site, bare }) => site.rps / bare.rps));
console.log(`\nLowest ratio ${worst.toFixed(2)} (goal ${GOAL}): ${worst >= GOAL ? 'met' : 'NOT met'}`);
process.exitCode = worst >= GOAL ? 0 : 1;
await stopSite();

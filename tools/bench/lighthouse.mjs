// @ts-check
/**
 * `node tools/bench/lighthouse.mjs [site origin]`: Lighthouse (mobile, the default settings; performance and best
 * practices) over every page of the running site's sitemap plus a project's donate page, printed as a table; never
 * asserted. Installability, which Lighthouse 12 no longer audits, is Chromium's own check in installable.e2e.ts.
 * Start the site first (`npm start`, default origin http://localhost:4200). Lighthouse is not a dependency of the
 * project: it is fetched once by npx (LIGHTHOUSE_VERSION, default 12.8.2), and Chromium is Debian's
 * (CHROME_PATH, default /usr/bin/chromium). LIGHTHOUSE_PAGES=/,/blogs/3 picks pages; LIGHTHOUSE_RUNS=3 measures each
 * page three times and prints the median of each figure, as Lighthouse's guide to variability advises.
 * A last row measures the home page's served HTML with every script taken out, from a local server: the host's
 * floor, what Lighthouse scores on this machine for the page's markup and styles alone.
 * "TBT at CPU time" reads Lighthouse's own trace of the same load and charges each main-thread task after first
 * paint the CPU time the renderer spent on it rather than its wall time (times four, as Lighthouse does): on a
 * small, busy host a task waits for a core held by the GPU process, the browser or the site's servers, and
 * Lighthouse counts that wait as blocking. It is this script's estimate, not a Lighthouse figure.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';

const origin = (process.argv[2] ?? 'http://localhost:4200').replace(/\/$/, '');
const version = process.env['LIGHTHOUSE_VERSION'] ?? '12.8.2';
const chrome = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const TARGET = { score: 1, tbtMs: 50, lcpMs: 1200 };
const RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 1));

async function pagesToMeasure() {
  if (process.env['LIGHTHOUSE_PAGES']) return process.env['LIGHTHOUSE_PAGES'].split(',').map((path) => path.trim());
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? '/').pathname);
  return [...paths, '/projects/1/donate'];
}

const run = promisify(execFile);

const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

/** Top-level tasks of the thread that painted first, after that paint, blocking counted on CPU time. */
function blockingAtCpuTime(/** @type {string} */ tracePath) {
  /** @type {{ traceEvents: Array<{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }> }} */
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8'));
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  const tasks = traceEvents
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X')
    .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let blocking = 0;
  let coveredUntil = 0;
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue;
    coveredUntil = task.ts + (task.dur ?? 0);
    if (task.ts < paint.ts) continue;
    blocking += Math.max(0, (CPU_SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000 - BLOCKING_AFTER_MS);
  }
  return Math.round(blocking);
}

/** The scored audits of a category that did not pass, by id. */
function failedAudits(
  /** @type {{ auditRefs: { id: string, weight: number }[] }} */ category,
  /** @type {Record<string, { score: number | null }>} */ audits,
) {
  return category.auditRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
    .join(' ');
}

/** Asynchronous, so that the script-free copy served from this process answers while Lighthouse runs. */
async function measure(/** @type {string} */ url, /** @type {string} */ dir) {
  const output = join(dir, 'report.json');
  await run(
    'npx',
    [
      '--yes',
      `lighthouse@${version}`,
      url,
      '--only-categories=performance,best-practices',
      '--output=json',
      `--output-path=${output}`,
      '--save-assets',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits, environment } = JSON.parse(readFileSync(output, 'utf8'));
  const ms = (/** @type {string} */ id) => Math.round(audits[id].numericValue);
  return {
    score: categories.performance.score,
    bestPractices: categories['best-practices'].score,
    bestPracticeFailures: failedAudits(categories['best-practices'], audits),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cpuTbt: blockingAtCpuTime(join(dir, 'report-0.trace.json')),
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); one more run, then the page is reported failed. */
async function measureWithRetry(/** @type {string} */ url, /** @type {string} */ dir) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await measure(url, dir);
    } catch {
      // reported below when the second run fails too
    }
  }
  return null;
}

/** @typedef {{ score: number, bestPractices: number, bestPracticeFailures: string, fcp: number, lcp: number, tbt: number, cpuTbt: number, cls: number, benchmarkIndex: number }} Result */

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** RUNS measurements of one page, each figure the median of the runs that succeeded. */
async function measureMedian(/** @type {string} */ url, /** @type {string} */ dir) {
  /** @type {Result[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measureWithRetry(url, dir);
    if (result) runs.push(result);
  }
  if (runs.length === 0) return null;
  const keys = /** @type {(keyof Result)[]} */ (Object.keys(runs[0] ?? {}));
  const figures = keys.filter((key) => key !== 'bestPracticeFailures');
  return /** @type {Result} */ ({
    ...Object.fromEntries(figures.map((key) => [key, median(runs.map((result) => Number(result[key])))])),
    bestPracticeFailures: [...new Set(runs.flatMap((result) => result.bestPracticeFailures.split(' ')))]
      .filter(Boolean)
      .join(' '),
  });
}

/** Serves the page's HTML without its scripts (Brotli, as the site sends it; other URLs still load from the site). */
async function serveWithoutScripts(/** @type {string} */ path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const inert = html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace('<head>', `<head><base href="${origin}/">`);
  const body = brotliCompressSync(inert);
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const address = server.address();
  return { server, url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}/` };
}

/** @param {Result} result */
const row = (/** @type {string} */ label, result) =>
  `| ${label} | ${result.score} | ${result.bestPractices} | ${result.fcp} | ${result.lcp} | ${result.tbt} | ${result.cpuTbt} | ${result.cls.toFixed(3)} | ${result.benchmarkIndex} |`;

const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  console.log(
    `Lighthouse ${version}, mobile, ${origin}, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page\n\n| Page | Performance | Best practices | FCP ms | LCP ms | TBT ms | TBT at CPU time ms | CLS | Host CPU index |\n|---|---|---|---|---|---|---|---|---|`,
  );
  const results = [];
  for (const path of await pagesToMeasure()) {
    const result = await measureMedian(`${origin}${path}`, dir);
    if (!result) {
      console.log(`| ${path} | no run succeeded | | | | | | | |`);
      continue;
    }
    results.push(result);
    console.log(row(path, result));
  }
  const copy = await serveWithoutScripts('/');
  try {
    const floor = await measureMedian(copy.url, dir);
    console.log(
      floor
        ? row('/ without scripts (host floor)', floor)
        : '| / without scripts (host floor) | no run succeeded | | | | | | | |',
    );
  } finally {
    copy.server.close();
  }
  const met = (/** @type {boolean} */ ok) => (ok ? 'MET    ' : 'NOT MET');
  const lowest = Math.min(...results.map((result) => result.score));
  const longestTbt = Math.max(...results.map((result) => result.tbt));
  const slowestLcp = Math.max(...results.map((result) => result.lcp));
  console.log(
    `\nTargets\n  ${met(lowest >= TARGET.score)}  performance 100 on every page: lowest ${Math.round(lowest * 100)}`,
  );
  console.log(
    `  ${met(longestTbt <= TARGET.tbtMs)}  total blocking time ≤ ${TARGET.tbtMs} ms: highest ${longestTbt} ms`,
  );
  const longestAtCpu = Math.max(...results.map((result) => result.cpuTbt));
  console.log(`           at CPU time (this script's estimate, see above): highest ${longestAtCpu} ms`);
  const bestPracticeMisses = results.filter((result) => result.bestPractices < 1);
  console.log(
    `  ${met(bestPracticeMisses.length === 0)}  best practices 100 on every page${bestPracticeMisses
      .map((result) => `\n           ${result.bestPracticeFailures}`)
      .join('')}`,
  );
  console.log(`  ${met(slowestLcp <= TARGET.lcpMs)}  LCP ≤ ${TARGET.lcpMs} ms: slowest ${slowestLcp} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

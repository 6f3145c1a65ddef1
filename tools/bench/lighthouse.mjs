// @ts-check
/**
 * `node tools/bench/lighthouse.mjs [site origin]`: Lighthouse (mobile, the default settings) over every page of the
 * running site's sitemap plus a project's donate page, one run each, printed as a table; never asserted.
 * Start the site first (`npm start`, default origin http://localhost:4200). Lighthouse is not a dependency of the
 * project: it is fetched once by npx (LIGHTHOUSE_VERSION, default 12.8.2), and Chromium is Debian's
 * (CHROME_PATH, default /usr/bin/chromium). LIGHTHOUSE_PAGES=/,/blogs/3 picks pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const origin = (process.argv[2] ?? 'http://localhost:4200').replace(/\/$/, '');
const version = process.env['LIGHTHOUSE_VERSION'] ?? '12.8.2';
const chrome = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const TARGET = { score: 1, tbtMs: 50, lcpMs: 1200 };

async function pagesToMeasure() {
  if (process.env['LIGHTHOUSE_PAGES']) return process.env['LIGHTHOUSE_PAGES'].split(',').map((path) => path.trim());
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? '/').pathname);
  return [...paths, '/projects/1/donate'];
}

/** @param {string} path @param {string} dir */
function measure(path, dir) {
  const output = join(dir, 'report.json');
  execFileSync(
    'npx',
    ['--yes', `lighthouse@${version}`, `${origin}${path}`, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet', '--chrome-flags=--headless=new --no-sandbox'],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
  const ms = (/** @type {string} */ id) => Math.round(audits[id].numericValue);
  const { environment } = JSON.parse(readFileSync(output, 'utf8'));
  return {
    score: categories.performance.score,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); one more run, then the page is reported failed. */
function measureWithRetry(/** @type {string} */ path, /** @type {string} */ dir) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return measure(path, dir);
    } catch {
      // reported below when the second run fails too
    }
  }
  return null;
}

const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  console.log(`Lighthouse ${version}, mobile, ${origin}\n\n| Page | Performance | FCP ms | LCP ms | TBT ms | CLS | Host CPU index |\n|---|---|---|---|---|---|---|`);
  const results = [];
  for (const path of await pagesToMeasure()) {
    const result = measureWithRetry(path, dir);
    if (!result) {
      console.log(`| ${path} | failed twice | | | | | |`);
      continue;
    }
    results.push(result);
    console.log(`| ${path} | ${result.score} | ${result.fcp} | ${result.lcp} | ${result.tbt} | ${result.cls.toFixed(3)} | ${result.benchmarkIndex} |`);
  }
  const met = (/** @type {boolean} */ ok) => (ok ? 'MET    ' : 'NOT MET');
  const lowest = Math.min(...results.map((result) => result.score));
  const longestTbt = Math.max(...results.map((result) => result.tbt));
  const slowestLcp = Math.max(...results.map((result) => result.lcp));
  console.log(`\nTargets\n  ${met(lowest >= TARGET.score)}  performance 100 on every page: lowest ${Math.round(lowest * 100)}`);
  console.log(`  ${met(longestTbt <= TARGET.tbtMs)}  total blocking time ≤ ${TARGET.tbtMs} ms: highest ${longestTbt} ms`);
  console.log(`  ${met(slowestLcp <= TARGET.lcpMs)}  LCP ≤ ${TARGET.lcpMs} ms: slowest ${slowestLcp} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

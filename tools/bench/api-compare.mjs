// @ts-check
/**
 * This build of the API beside an earlier one and the raw Fastify + mysql2 server, in one run:
 * `node tools/bench/api-compare.mjs <ref>` (or `npx nx run api:bench -- --previous <ref>`). The ref is built in a
 * temporary worktree with its own Node (previous-build.mjs) and removed afterwards. Each server gets its own new
 * MariaDB database (the raw server reads this build's), all with default logging (LOG_LEVEL unset: info) to a pipe
 * that is read. GET /api/projects/1, GET /api/articles and POST /api/contact at 1 and 50 connections, measured
 * with autocannon in turns: each round measures every server on every case, in an order that alternates from
 * round to round, so no server always runs on a quieter machine. Prints each case's median requests/s per server,
 * the median of the rounds' ratios (new/previous, new/raw), and the targets; it never fails on them.
 * BENCH_ROUNDS (default 3) and BENCH_TURN_MS (default 3000) set the rounds and each turn's length.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createBenchDatabase } from './bench-database.mjs';
import { buildPreviousApi } from './previous-build.mjs';
import { freePort, startApi, startBaseline } from './servers.mjs';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const TURN_MS = Number(process.env['BENCH_TURN_MS'] ?? 3000);
const CONNECTIONS = [1, 50];
const SHELL_ORIGIN = 'http://localhost:4200';

/** @typedef {{ name: string; url: string; child: import('node:child_process').ChildProcess; stop: () => Promise<unknown> }} Server */
/** @typedef {{ label: string; path: string; method: 'GET' | 'POST'; withRaw: boolean }} Case */
/** @typedef {{ rps: Record<string, number[]>; cpuUs: Record<string, number[]>; vsPrevious: number[]; vsRaw: number[]; failed: Record<string, number> }} Cell */

/** @type {Case[]} */
const CASES = [
  { label: 'GET /api/projects/1', path: '/api/projects/1', method: 'GET', withRaw: true },
  { label: 'GET /api/articles', path: '/api/articles', method: 'GET', withRaw: false },
  { label: 'POST /api/contact', path: '/api/contact', method: 'POST', withRaw: false },
];

const CONTACT = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.org',
  subject: 'Benchmark',
  message: 'A benchmark message about solar panels for a school.',
});

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a server process has used (user + system, from /proc): the work per request, which another process
 * on the machine does not change the way it changes requests per second.
 * @param {Server} server
 */
function cpuSeconds(server) {
  const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** @param {Server} server @param {Case} testCase @param {number} connections */
async function turn(server, testCase, connections) {
  const cpuBefore = cpuSeconds(server);
  const result = await autocannon({
    url: `${server.url}${testCase.path}`,
    method: testCase.method,
    connections,
    duration: TURN_MS / 1000,
    ...(testCase.method === 'POST'
      ? { headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN }, body: CONTACT }
      : {}),
  });
  const cpuUs = ((cpuSeconds(server) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, cpuUs, failed: result.non2xx + result.errors };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @param {string} ref */
export async function compareWithPrevious(ref) {
  const previous = buildPreviousApi(ref);
  /** @type {{ drop: () => Promise<void> }[]} */
  const databases = [];
  /** @type {Server[]} */
  const servers = [];
  try {
    const newDatabase = await createBenchDatabase('new');
    databases.push(newDatabase);
    const previousDatabase = await createBenchDatabase('previous');
    databases.push(previousDatabase);
    const start = async (/** @type {string} */ name, /** @type {Parameters<typeof startApi>[0]} */ options) => {
      const server = await startApi(options);
      servers.push({ name, ...server });
      return { name, ...server };
    };
    const current = await start('new', {
      port: await freePort(),
      shellOrigin: SHELL_ORIGIN,
      databaseUrl: newDatabase.url,
      nodeArgs: [],
    });
    const earlier = await start(previous.ref, {
      port: await freePort(),
      shellOrigin: SHELL_ORIGIN,
      databaseUrl: previousDatabase.url,
      root: previous.dir,
      node: previous.nodePath,
      nodeArgs: [],
    });
    const baseline = await startBaseline({ port: await freePort(), databaseUrl: newDatabase.url });
    const raw = { name: 'raw', ...baseline };
    servers.push(raw);
    console.log(
      `new: this checkout on Node ${process.versions.node}; previous: ${previous.ref} on Node ${previous.nodeVersion}; ` +
        `raw: Fastify + mysql2. ${ROUNDS} rounds of ${TURN_MS / 1000} s turns, load average ${loadAverage()}`,
    );

    /** @type {Map<string, Cell>} */
    const cells = new Map();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const testCase of CASES) {
        for (const connections of CONNECTIONS) {
          const key = `${testCase.label} @${connections}`;
          const cell = cells.get(key) ?? { rps: {}, cpuUs: {}, vsPrevious: [], vsRaw: [], failed: {} };
          cells.set(key, cell);
          const lineUp = testCase.withRaw ? [current, earlier, raw] : [current, earlier];
          // Each round starts with another server, so turns alternate across the run.
          const order = lineUp.map((_, i) => lineUp[(i + round - 1) % lineUp.length]);
          /** @type {Record<string, number>} */
          const rps = {};
          for (const server of order) {
            if (!server) continue;
            const result = await turn(server, testCase, connections);
            rps[server.name] = result.rps;
            cell.failed[server.name] = (cell.failed[server.name] ?? 0) + result.failed;
            (cell.rps[server.name] ??= []).push(result.rps);
            (cell.cpuUs[server.name] ??= []).push(result.cpuUs);
          }
          cell.vsPrevious.push((rps['new'] ?? NaN) / (rps[earlier.name] ?? NaN));
          if (testCase.withRaw) cell.vsRaw.push((rps['new'] ?? NaN) / (rps['raw'] ?? NaN));
          console.log(
            `  round ${round}, ${key}: ${order.map((server) => `${server?.name} ${(rps[server?.name ?? ''] ?? NaN).toFixed(0)}/s`).join(', ')}` +
              ` (CPU µs/request: ${order.map((server) => `${server?.name} ${(cell.cpuUs[server?.name ?? '']?.at(-1) ?? NaN).toFixed(0)}`).join(', ')})`,
          );
        }
      }
    }
    return report(cells, earlier.name);
  } finally {
    for (const server of servers) await server.stop();
    for (const database of databases) await database.drop();
    previous.remove();
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * @param {Map<string, Cell>} cells
 * @param {string} previousName
 */
function report(cells, previousName) {
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  console.log(`\n| Case | new req/s | ${previousName} req/s | raw req/s | new/${previousName} | new/raw | non-2xx |`);
  console.log('|---|---|---|---|---|---|---|');
  const rows = [];
  for (const [key, cell] of cells) {
    const row = {
      key,
      current: median(cell.rps['new'] ?? []),
      previous: median(cell.rps[previousName] ?? []),
      raw: cell.rps['raw'] ? median(cell.rps['raw']) : undefined,
      vsPrevious: median(cell.vsPrevious),
      vsRaw: cell.vsRaw.length > 0 ? median(cell.vsRaw) : undefined,
      // A build that answers a case with errors (a route it does not have yet) is not compared on it.
      comparable: (cell.failed[previousName] ?? 0) === 0,
      failed: Object.entries(cell.failed)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `${name} ${n}`)
        .join(', '),
    };
    rows.push(row);
    console.log(
      `| ${key} | ${row.current.toFixed(0)} | ${row.previous.toFixed(0)} | ${row.raw?.toFixed(0) ?? '—'} | ` +
        `${row.comparable ? `**${row.vsPrevious.toFixed(2)}** (${cell.vsPrevious.map((r) => r.toFixed(2)).join(', ')})` : `— (${previousName} answers errors)`} | ` +
        `${row.vsRaw === undefined ? '—' : `**${row.vsRaw.toFixed(2)}** (${cell.vsRaw.map((r) => r.toFixed(2)).join(', ')})`} | ${row.failed || 0} |`,
    );
  }
  console.log(
    `\nCPU per request (µs, user + system, medians of the rounds; steadier than requests/s on a busy machine)`,
  );
  console.log(`\n| Case | new | ${previousName} | raw |`);
  console.log('|---|---|---|---|');
  for (const [key, cell] of cells) {
    const cpu = (/** @type {string} */ name) => (cell.cpuUs[name] ? median(cell.cpuUs[name]).toFixed(0) : '—');
    console.log(`| ${key} | ${cpu('new')} | ${cpu(previousName)} | ${cpu('raw')} |`);
  }
  console.log("\nTargets (default logging; medians of the rounds' ratios)");
  const at = (/** @type {string} */ key) => rows.find((row) => row.key === key);
  const verdict = (/** @type {string} */ target, /** @type {boolean} */ met, /** @type {string} */ measured) =>
    console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${target}: ${measured}`);
  const fifty = at('GET /api/projects/1 @50');
  const one = at('GET /api/projects/1 @1');
  verdict('GET /api/projects/1 ≥ 2× raw at 50 connections', (fifty?.vsRaw ?? 0) >= 2, `${fifty?.vsRaw?.toFixed(3)}×`);
  verdict('GET /api/projects/1 ≥ 0.85× raw at 1 connection', (one?.vsRaw ?? 0) >= 0.85, `${one?.vsRaw?.toFixed(3)}×`);
  const compared = rows.filter((row) => row.comparable);
  const slowest = compared.reduce((low, row) => (row.vsPrevious < low.vsPrevious ? row : low), compared[0] ?? rows[0]);
  verdict(
    `no read or write below 0.9× of ${previousName}`,
    slowest.vsPrevious >= 0.9,
    `lowest ${slowest?.vsPrevious.toFixed(3)}× (${slowest?.key}; ${rows.length - compared.length} case(s) not compared)`,
  );
  return rows;
}

if (process.argv[1] === import.meta.filename) {
  const ref = process.argv[2];
  if (!ref) throw new Error('usage: api-compare.mjs <git ref>');
  await compareWithPrevious(ref);
}

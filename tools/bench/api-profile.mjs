// @ts-check
/**
 * A CPU profile of the built API under load: `node tools/bench/api-profile.mjs [root]` starts the build in `root`
 * (default this checkout; BENCH_NODE another Node) on a new MariaDB database with `--cpu-prof`, sends
 * GET /api/projects/1 with autocannon (BENCH_CONNECTIONS, default 50, for BENCH_DURATION_MS, default 10 s;
 * BENCH_PATH another path), stops it and prints the largest self times under load, as shares of the busy samples
 * (idle time left out). LOG_LEVEL is passed on (default info).
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase } from './bench-database.mjs';
import { topSelfTimes } from './cpu-profile-top.mjs';
import { freePort, startApi } from './servers.mjs';

const root = process.argv[2];
const profileDir = mkdtempSync(join(tmpdir(), 'api-profile-'));
const database = await createBenchDatabase('profile');
const window = { from: 0, to: 0 };
try {
  const api = await startApi({
    port: await freePort(),
    shellOrigin: 'http://localhost:9',
    databaseUrl: database.url,
    root,
    node: process.env['BENCH_NODE'],
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info' },
  });
  try {
    window.from = Number(process.hrtime.bigint() / 1000n);
    const result = await autocannon({
      url: `${api.url}${process.env['BENCH_PATH'] ?? '/api/projects/1'}`,
      connections: Number(process.env['BENCH_CONNECTIONS'] ?? 50),
      duration: Number(process.env['BENCH_DURATION_MS'] ?? 10_000) / 1000,
    });
    window.to = Number(process.hrtime.bigint() / 1000n);
    console.log(`${result.requests.average.toFixed(0)} requests/s, ${result.non2xx} non-2xx, ${result.errors} errors`);
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
}
const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${profileDir}`);
console.log(`profile: ${join(profileDir, file)}`);
for (const { name, share } of topSelfTimes(join(profileDir, file), Number(process.env['BENCH_TOP'] ?? 20), window))
  console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);

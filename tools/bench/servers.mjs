// @ts-check
/** Starts the built API and shell server as separate processes on free loopback ports, for the benchmark. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const workspaceRoot = join(import.meta.dirname, '..', '..');

export async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  await new Promise((done) => server.close(() => done(undefined)));
  return typeof address === 'object' && address ? address.port : 0;
}

/** @param {string} url @param {number} [timeoutMs] @param {import('node:child_process').ChildProcess} [child] the server, if it may stop first */
async function waitForOk(url, timeoutMs = Number(process.env['BENCH_START_TIMEOUT_MS'] ?? 120_000), child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A server that has already stopped (no build, a bad variable) will never answer: say so at once.
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`it stopped before answering (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Extra Node options for a server, e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API
 * (the profile is written when it stops); BENCH_BASELINE_NODE_ARGS the same for the raw baseline.
 * @param {string} variable
 */
function nodeArgsFrom(variable) {
  return (process.env[variable] ?? '').split(' ').filter(Boolean);
}

/**
 * @param {string} entry dist-relative entry file
 * @param {Record<string, string>} env
 * @param {string} healthUrl
 * @param {string[]} [nodeArgs]
 * @param {{ root?: string; node?: string }} [build] another checkout's build, run by its own Node
 */
async function startProcess(entry, env, healthUrl, nodeArgs = [], build = {}) {
  let stderr = '';
  const root = build.root ?? workspaceRoot;
  const child = spawn(build.node ?? process.execPath, [...nodeArgs, join(root, entry)], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', ...env },
    // Standard output is a pipe that is read, as a container's log collector reads it: writes to /dev/null would
    // cost a server nothing, and an unread pipe would fill and stall it.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  try {
    await waitForOk(healthUrl, undefined, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${entry} did not start: ${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  }
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
      child.once('exit', () => done(undefined));
      child.kill('SIGTERM');
    });
  return { child, stop };
}

/**
 * `root` and `node`: the build of another checkout (previous-build.mjs) and its Node; `nodeArgs` replaces
 * BENCH_API_NODE_ARGS; `env` adds variables (LOG_LEVEL).
 * @param {{ port: number; shellOrigin: string; databaseUrl?: string; sqlitePath?: string; root?: string; node?: string;
 *   nodeArgs?: string[]; env?: Record<string, string> }} options
 */
export async function startApi({ port, shellOrigin, databaseUrl, sqlitePath, root, node, nodeArgs, env: extra }) {
  const env = {
    API_PORT: String(port),
    SHELL_ORIGIN: shellOrigin,
    RATE_LIMIT_PER_MINUTE: '100000',
    // Production mode needs a relay or MAIL_MODE=off, and an unsubscribe secret; the benchmark sends no email.
    MAIL_MODE: 'off',
    UNSUBSCRIBE_SECRET: 'benchmark-unsubscribe-secret-not-for-any-site',
    // Production needs the key that seals staff authenticator secrets (64 hex digits; nothing is enrolled here).
    STAFF_MFA_KEY: 'b'.repeat(64),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(sqlitePath ? { SQLITE_PATH: sqlitePath } : {}),
    ...extra,
  };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    ...(await startProcess(
      'dist/services/api/main.js',
      env,
      `${url}/api/health/ready`,
      nodeArgs ?? nodeArgsFrom('BENCH_API_NODE_ARGS'),
      { root, node },
    )),
  };
}

/** @param {{ port: number; apiUrl: string }} options */
export async function startShell({ port, apiUrl }) {
  const unused = 'http://127.0.0.1:9';
  const env = {
    SHELL_PORT: String(port),
    API_URL: apiUrl,
    MFE_CONTENT_URL: unused,
    MFE_ENGAGE_URL: unused,
    MFE_DONATE_URL: unused,
  };
  const url = `http://127.0.0.1:${port}`;
  return { url, ...(await startProcess('dist/shell/server/main.js', env, `${url}/healthz`)) };
}

/** The raw Fastify + mysql2 server the API's project read is compared with (raw-baseline.mjs). @param {{ port: number; databaseUrl: string }} options */
export async function startBaseline({ port, databaseUrl }) {
  const url = `http://127.0.0.1:${port}`;
  const env = { BASELINE_PORT: String(port), BASELINE_DATABASE_URL: databaseUrl };
  return {
    url,
    ...(await startProcess(
      'tools/bench/raw-baseline.mjs',
      env,
      `${url}/healthz`,
      nodeArgsFrom('BENCH_BASELINE_NODE_ARGS'),
    )),
  };
}

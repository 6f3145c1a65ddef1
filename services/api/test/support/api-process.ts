import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const workspaceRoot = resolve(__dirname, '..', '..', '..', '..');
export const builtMain = join(workspaceRoot, 'dist', 'services', 'api', 'main.js');

export function assertBuilt(): void {
  if (!existsSync(builtMain))
    throw new Error(`${builtMain} is missing: run npx nx run api:build first (the test targets depend on it)`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Every built API a test started that has not exited yet. */
const running = new Set<ChildProcess>();

/**
 * Kills whatever built API a test left running (it failed or timed out before stopping it). Registered after every
 * test file (jest.config.cjs setupFilesAfterEnv): a live child's pipes would otherwise keep Jest from ever exiting,
 * and CI would hang instead of failing.
 */
export function killLeftoverApis(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export type ApiProcess = {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  /** stdout parsed as JSON lines (a line that is not JSON fails the parse: every line must be one). */
  logLines: () => Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitForLog: (
    predicate: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ) => Promise<Record<string, unknown>>;
};

/**
 * Production refuses to start without a mail relay or MAIL_MODE=off, and without an unsubscribe secret: the
 * built API sends nothing unless a test gives its own SMTP_URL (and MAIL_MODE=smtp).
 */
export const PRODUCTION_MAIL_ENV = {
  MAIL_MODE: 'off',
  UNSUBSCRIBE_SECRET: 'process-test-unsubscribe-secret-0123456789',
} as const;

/** Runs dist/services/api/main.js as the deployment does (cwd the workspace root), with `env` added. */
export function runBuiltApi(env: Record<string, string>, port = 0): ApiProcess {
  assertBuilt();
  let out = '';
  let err = '';
  const child = spawn(process.execPath, [builtMain], {
    cwd: workspaceRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      ...PRODUCTION_MAIL_ENV,
      // Production also requires the key that seals staff authenticator secrets (decision 049).
      STAFF_MFA_KEY: '3f1d0c6a9b2e4f5a8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b',
      // No metrics port: test files run in parallel, each with its own API (decision 074).
      API_METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const logLines = () =>
    out
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const waitForLog = async (predicate: (line: Record<string, unknown>) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    let finished = false;
    void exited.then(() => (finished = true));
    for (;;) {
      const found = logLines().find(predicate);
      if (found) return found;
      if (finished || Date.now() > deadline) throw new Error(`no such log line; stdout:\n${out}\nstderr:\n${err}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  };
  return { child, port, stdout: () => out, stderr: () => err, logLines, exited, waitForLog };
}

/** Starts the built API on a free port and waits for its "listening" line. */
export async function startBuiltApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const api = runBuiltApi({ ...env, API_PORT: String(port) }, port);
  await api.waitForLog((line) => typeof line['message'] === 'string' && line['message'].startsWith('listening on'));
  return api;
}

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const workspaceRoot = join(__dirname, '..', '..', '..', '..');
/** Debian's docker.io client (a newer client elsewhere on PATH may not match the engine). */
export const DOCKER = process.env['CONTAINER_PROOF_DOCKER'] ?? '/usr/bin/docker';
const COMPOSE_FILES = ['docker-compose.yml', join('tools', 'container-proof', 'docker-compose.proof.yml')];

/** Runs the docker client; its standard output, or an error with both outputs. */
export function docker(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const run = spawnSync(DOCKER, args, { cwd: workspaceRoot, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0)
    throw new Error(`docker ${args.join(' ')} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** `docker compose` with the project's file and the proof's override (local database and mail images). */
export function compose(args: string[], env: NodeJS.ProcessEnv): string {
  return docker(['compose', ...COMPOSE_FILES.flatMap((file) => ['-f', file]), '--profile', 'sandbox', ...args], env);
}

/** The ids of a service's running containers. */
export function containersOf(service: string, env: NodeJS.ProcessEnv): string[] {
  return compose(['ps', '-q', service], env).split('\n').filter(Boolean);
}

export function inspect(container: string, format: string): string {
  return docker(['inspect', '-f', format, container]).trim();
}

/** Fetches `url` from inside a container with its own Node (the internal ports are published nowhere). */
export function fetchInside(
  container: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): { status: number; body: string } {
  const script = `fetch(${JSON.stringify(url)}, ${JSON.stringify(init)}).then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, body: await r.text() })), (e) => { console.error(e); process.exit(1); })`;
  return JSON.parse(docker(['exec', container, 'node', '-e', script])) as { status: number; body: string };
}

/**
 * `count` JSON posts, one after the other, from inside a container (as the site's own page sends them: same
 * origin), the body of the i-th from `body(i)`; their statuses.
 */
export function postsInside(container: string, url: string, count: number, body: (i: number) => unknown): number[] {
  const bodies = Array.from({ length: count }, (_, i) => JSON.stringify(body(i)));
  const headers = {
    'Content-Type': 'application/json',
    Origin: 'http://localhost:4200',
    'Sec-Fetch-Site': 'same-origin',
  };
  const script = `(async () => { const out = []; for (const body of ${JSON.stringify(bodies)}) out.push((await fetch(${JSON.stringify(url)}, { method: 'POST', headers: ${JSON.stringify(headers)}, body })).status); process.stdout.write(JSON.stringify(out)); })().catch((e) => { console.error(e); process.exit(1); })`;
  return JSON.parse(docker(['exec', container, 'node', '-e', script])) as number[];
}

/** Rows of a query on the stack's database, as tab-separated lines. */
export function query(env: NodeJS.ProcessEnv, sql: string): string[][] {
  const out = compose(
    ['exec', '-T', 'mysql', 'mariadb', '-usolar', `-p${env['MYSQL_PASSWORD'] ?? ''}`, 'solar', '-N', '-B', '-e', sql],
    env,
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/** Waits until the services' running containers (every service's if none named) that have a health check report healthy. */
export async function waitHealthy(env: NodeJS.ProcessEnv, services: string[] = [], timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const ids = compose(['ps', '-q', ...services], env)
      .split('\n')
      .filter(Boolean);
    const states = ids.map((id) =>
      inspect(id, '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}'),
    );
    last = states.join(', ');
    if (ids.length > 0 && states.every((state) => / running( healthy)?$/.test(state))) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`containers not healthy after ${timeoutMs} ms: ${last}`);
}

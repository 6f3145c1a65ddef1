// @ts-check
/**
 * An earlier build of the API, for the benchmark to measure beside this one: `git worktree add` of a ref under the
 * system's temporary folder, that ref's own Node (its .nvmrc, installed by this tree's with-project-node.sh
 * mechanism), `npm install` from its own lockfile, and its API build. `remove()` takes the worktree away again.
 * Run alone (`node tools/bench/previous-build.mjs <ref>`) it builds and removes, to check that a ref builds;
 * BENCH_KEEP_PREVIOUS=1 keeps the worktree for BENCH_PREVIOUS_DIR to reuse (its install compiles for minutes).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from './servers.mjs';

const WITH_NODE = join(workspaceRoot, 'tools', 'scripts', 'with-project-node.sh');

/** @param {string} cwd @param {string[]} command */
function run(cwd, command) {
  const started = Date.now();
  const result = spawnSync(command[0] ?? '', command.slice(1), {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0)
    throw new Error(`${command.join(' ')} failed in ${cwd} (${result.status}):\n${result.stderr.slice(-4000)}`);
  console.log(`  ${command.slice(1).join(' ')}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * @param {string} ref a commit, tag or branch of this repository
 * @returns {{ ref: string; dir: string; nodeVersion: string; nodePath: string; remove: () => void }}
 */
export function buildPreviousApi(ref) {
  const kept = process.env['BENCH_PREVIOUS_DIR'];
  if (kept) return keptBuild(ref, kept);
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  }).trim();
  const dir = mkdtempSync(join(tmpdir(), `api-bench-${commit}-`));
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: workspaceRoot, stdio: 'ignore' });
  const remove = () => {
    if (process.env['BENCH_KEEP_PREVIOUS'] === '1') return;
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: workspaceRoot, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: workspaceRoot, stdio: 'ignore' });
  };
  try {
    const nodeVersion = readFileSync(join(dir, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
    console.log(`Building ${ref} (${commit}) in ${dir} with Node ${nodeVersion}`);
    // This tree's mechanism, run from the old tree so it reads that tree's .nvmrc (an untracked copy, removed with it).
    const withNode = join(dir, 'tools', 'scripts', '.bench-with-node.sh');
    copyFileSync(WITH_NODE, withNode);
    run(dir, ['bash', withNode, 'npm', 'install', '--no-audit', '--no-fund', '--loglevel=error']);
    run(dir, ['bash', withNode, 'npx', 'nx', 'run', 'api:build', '--skip-nx-cache']);
    const nodePath = execFileSync('bash', [withNode, 'node', '-p', 'process.execPath'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
    if (!existsSync(join(dir, 'dist', 'services', 'api', 'main.js')))
      throw new Error(`${ref}: no dist/services/api/main.js`);
    return { ref: commit, dir, nodeVersion, nodePath, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * A worktree an earlier run kept (BENCH_KEEP_PREVIOUS=1) and BENCH_PREVIOUS_DIR names: its npm install compiles
 * native addons for minutes. Removed after the run like a new one, unless BENCH_KEEP_PREVIOUS=1 again.
 * @param {string} ref @param {string} dir
 */
function keptBuild(ref, dir) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  const wanted = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  }).trim();
  if (commit !== wanted) throw new Error(`BENCH_PREVIOUS_DIR ${dir} holds ${commit}, not ${ref} (${wanted})`);
  const withNode = join(dir, 'tools', 'scripts', '.bench-with-node.sh');
  const nodePath = execFileSync('bash', [withNode, 'node', '-p', 'process.execPath'], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();
  const nodeVersion = readFileSync(join(dir, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  const remove = () => {
    if (process.env['BENCH_KEEP_PREVIOUS'] === '1') return;
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: workspaceRoot, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: workspaceRoot, stdio: 'ignore' });
  };
  return { ref: commit, dir, nodeVersion, nodePath, remove };
}

if (process.argv[1] === import.meta.filename) {
  const build = buildPreviousApi(process.argv[2] ?? 'HEAD');
  console.log(`${build.ref}: built with ${build.nodePath} in ${build.dir}`);
  build.remove();
}

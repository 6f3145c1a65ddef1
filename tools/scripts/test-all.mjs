// @ts-check
/**
 * `npm test`: the format check, lint, type checks, unit tests, API tests on SQLite and MySQL, builds, then browser tests
 * against the production build. Stops at the first failing stage.
 */
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const nx = (/** @type {string[]} */ ...args) => ['npx', 'nx', ...args, '--output-style=static'];

/** @type {[string, string[]][]} */
const stages = [
  ['format check (Prettier; `npm run format` rewrites)', ['npx', 'prettier', '--check', '--log-level=warn', '.']],
  [
    'lint, type checks and unit tests (API tests on SQLite included)',
    nx('run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2'),
  ],
  ['API tests against MySQL', nx('run', 'api:test-mysql', '--skip-nx-cache')],
  ['production builds', nx('run-many', '-t', 'build', '--parallel=2')],
  ['one remote ships alone (tools/delivery-proof, ports 4320-4324 and 3320)', nx('run', 'delivery-proof:proof')],
  ['browser tests in Chromium', nx('run', 'shell-e2e:e2e', '--skip-nx-cache')],
  ['browser tests of articles with the API on MySQL', nx('run', 'shell-e2e:e2e-mysql', '--skip-nx-cache')],
];

// The site's images built and run in containers (tools/container-proof, decision 073): it installs and starts the
// engine itself, which takes root, and adds about 13 minutes. It runs wherever it can; CONTAINER_PROOF=off skips it.
const containerStage = 'the site in containers (tools/container-proof, ports 4200-4203, 4290 and 1080)';
const notRun = (/** @type {string} */ why) => console.warn(`NOT RUN: ${containerStage}: ${why}`);
if (process.env.CONTAINER_PROOF === 'off') notRun('CONTAINER_PROOF=off');
else if (process.getuid?.() !== 0) notRun('the engine starts only as root (npm run proof:containers as root runs it)');
else stages.push([containerStage, ['npm', 'run', 'proof:containers']]);

const started = Date.now();
for (const [label, [command, ...args]] of stages) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label}: failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll stages passed in ${Math.round((Date.now() - started) / 1000)} s`);

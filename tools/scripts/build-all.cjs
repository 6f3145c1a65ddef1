// @ts-check
const { spawnSync } = require('node:child_process');
const { workspaceRoot } = require('./site.cjs');

/** Builds every deployable project; Nx's cache makes this instant when nothing changed. */
function buildAll() {
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0) {
    console.error('The build failed; nothing was started.');
    process.exit(result.status ?? 1);
  }
}

module.exports = { buildAll };

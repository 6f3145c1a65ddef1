// @ts-check
/**
 * `npm run dev`: rebuilds each part on change and reloads open pages. Browser code is rebuilt in
 * development mode by rspack watchers; servers (API, shell, remotes, PayPal simulator) restart when their
 * bundle changes. PayPal and email are chosen as for `npm start` (see payPalSetup and mailSetup in site.cjs).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import buildTools from './build-all.cjs';
import site from './site.cjs';

const { workspaceRoot, startSite, payPalSetup, mailSetup } = site;

/**
 * @template T
 * @param {() => T} setup
 */
function plan(setup) {
  try {
    return setup();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const payPal = plan(() => payPalSetup({ ...process.env, LIVE_RELOAD: 'true', NX_DAEMON: 'false' }));
const mail = plan(() => mailSetup(payPal.env));
const env = mail.env;
/** @type {import('node:child_process').ChildProcess[]} */
const watchers = [];

const rspackCli = join(workspaceRoot, 'node_modules', '.bin', 'rspack');

/** Runs rspack itself (not through npx), so stopping the child stops the watcher. @param {string} cwd @param {string[]} args */
function rspackWatch(cwd, args) {
  const child = spawn(process.execPath, [rspackCli, 'build', '--watch', ...args], {
    cwd: join(workspaceRoot, cwd),
    env,
    stdio: 'inherit',
  });
  watchers.push(child);
}

buildTools.buildAll();
for (const app of ['shell', 'mfe-content', 'mfe-engage', 'mfe-donate']) {
  rspackWatch(app, ['--mode=development', '--config-name', `${app}-browser`]);
}
rspackWatch('services/api', ['--mode=production']);
if (payPal.mode === 'simulator') rspackWatch('services/paypal-sim', ['--mode=production']);

const running = await startSite(env, {
  watch: true,
  services: [...mail.services, ...payPal.services],
  exitOnSignal: true,
});
console.log(
  `\nDevelopment site at http://localhost:${env.SHELL_PORT ?? 4200}: edits rebuild and the page reloads (Ctrl-C stops)`,
);
console.log(`${payPal.summary}\n${mail.summary}\n`);

const stop = async () => {
  for (const watcher of watchers) watcher.kill('SIGTERM');
  await running.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

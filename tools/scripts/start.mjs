// @ts-check
/**
 * `npm start`: build what is not built, run the whole site in production mode, stop it all on Ctrl-C.
 * Without PayPal credentials in the environment it also runs the PayPal simulator (see payPalSetup in site.cjs),
 * and without SMTP_URL MailDev, which catches every email the site sends (see mailSetup).
 */
import { buildAll } from './build-all.cjs';
import { mailSetup, payPalSetup, services, startSite, urlOf } from './site.cjs';

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

/** @param {NodeJS.ProcessEnv} env @param {string[]} summaries */
function announce(env, summaries) {
  const shell = services.find((service) => service.name === 'shell');
  console.log(`\nThe site is ready at ${shell ? urlOf(shell, env) : 'http://localhost:4200'} (press Ctrl-C to stop)`);
  adviseOnStaffAdmin(env);
  console.log(`${summaries.join('\n')}\n`);
}

/**
 * The back office's first administrator comes from the environment (decision 018); without it the site still
 * starts, and this says how to make one; with it, that the first sign-in sets up an authenticator app (decision
 * 049) unless STAFF_ADMIN_TOTP_SECRET gives one. Harmless once accounts exist: the variables then change nothing.
 * @param {NodeJS.ProcessEnv} env
 */
function adviseOnStaffAdmin(env) {
  if (env.STAFF_ADMIN_USERNAME?.trim() || env.STAFF_ADMIN_PASSWORD?.trim()) {
    if (!env.STAFF_ADMIN_TOTP_SECRET?.trim())
      console.log(
        'Back office (/staff): an administrator signs in with a password and an authenticator app; the first sign-in sets the app up (have your phone ready)',
      );
    return;
  }
  console.log(
    'Back office (/staff): to create the first administrator, start with STAFF_ADMIN_USERNAME=… STAFF_ADMIN_PASSWORD=… npm start (a password of 12+ characters)',
  );
}

/** @param {Awaited<ReturnType<typeof startSite>>} site */
function stopOnSignals(site) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await site.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const [name, child] of site.processes) {
    child.on('exit', (code, signal) => {
      if (!stopping)
        console.error(`${name} stopped (${signal ?? `exit code ${code}`}); the rest of the site keeps running.`);
    });
  }
}

const payPal = plan(() => payPalSetup({ NODE_ENV: 'production', ...process.env }));
const mail = plan(() => mailSetup(payPal.env));
const env = mail.env;

buildAll();
const site = await startSite(env, { services: [...mail.services, ...payPal.services], exitOnSignal: true });
announce(env, [payPal.summary, mail.summary]);
stopOnSignals(site);

// @ts-check
/**
 * Runs the built site: the API, the three remotes and the shell's server, each as its own process,
 * exactly as `npm start` does, plus the PayPal simulator when PayPal is not configured otherwise and MailDev
 * when no SMTP_URL is given.
 * Browser tests use the same functions.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const workspaceRoot = join(__dirname, '..', '..');

/**
 * @typedef {{ name: string; entry: string; portVariable: string; defaultPort: number; healthPath: string; colour: number;
 *   envOverrides?: NodeJS.ProcessEnv; envFor?: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv }} Service
 */

/**
 * The folder of the site's data: beside the SQLite file (SQLITE_PATH, default data/solar.sqlite).
 * @param {NodeJS.ProcessEnv} env
 */
function dataDir(env) {
  return dirname(resolve(workspaceRoot, env.SQLITE_PATH?.trim() || join('data', 'solar.sqlite')));
}

/**
 * UNSUBSCRIBE_SECRET when the environment gives none: made once and kept in the data folder (mode 0600), so the
 * links in emails already sent (and caught by MailDev) keep working after a restart.
 * @param {NodeJS.ProcessEnv} env
 */
function keptUnsubscribeSecret(env) {
  const file = join(dataDir(env), 'unsubscribe-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

/**
 * STAFF_MFA_KEY when the environment gives none (decision 049): 32 random bytes made once and kept in the data
 * folder (mode 0600) beside the database whose authenticator secrets it seals, so staff who enrolled under
 * `npm start` can still sign in after a restart. A real deployment sets its own.
 * @param {NodeJS.ProcessEnv} env
 */
function keptStaffMfaKey(env) {
  const file = join(dataDir(env), 'staff-mfa-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    const key = randomBytes(32).toString('base64');
    try {
      writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

/**
 * TRUSTED_PROXIES with loopback added to whatever it names for the shell (a load balancer in front of it): here the
 * shell's server reaches the API and the remotes over loopback.
 * @param {NodeJS.ProcessEnv} env
 */
function withLoopbackTrusted(env) {
  const named = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...new Set(['loopback', ...named])].join(',');
}

/**
 * A remote trusts the shell's server (over loopback) to name a request: a page it draws for a visitor, and the
 * API reads it makes for it, are logged under the visitor's id (decision 061).
 * @param {NodeJS.ProcessEnv} env
 */
function remoteEnv(env) {
  return { ...env, TRUSTED_PROXIES: withLoopbackTrusted(env) };
}

/**
 * Here the shell's server reaches the API over loopback, so the API always believes loopback's X-Forwarded-For,
 * whatever TRUSTED_PROXIES names for the shell (a load balancer in front of it); otherwise every visitor would
 * share the shell's one rate limit. The kept staff MFA key unless one is given. Mail: the kept unsubscribe secret unless one is given, and, for a caller that
 * set up no relay (neither mailSetup's MailDev nor SMTP_URL), MAIL_MODE=off, so the production build still starts.
 * @param {NodeJS.ProcessEnv} env
 */
function apiEnv(env) {
  const noRelay = !env.SMTP_URL?.trim() && !env.MAIL_MODE?.trim();
  return {
    ...env,
    TRUSTED_PROXIES: withLoopbackTrusted(env),
    UNSUBSCRIBE_SECRET: env.UNSUBSCRIBE_SECRET?.trim() || keptUnsubscribeSecret(env),
    STAFF_MFA_KEY: env.STAFF_MFA_KEY?.trim() || keptStaffMfaKey(env),
    ...(noRelay ? { MAIL_MODE: 'off' } : {}),
  };
}

/** @type {Service[]} */
const services = [
  {
    name: 'api',
    entry: 'dist/services/api/main.js',
    portVariable: 'API_PORT',
    defaultPort: 3000,
    healthPath: '/api/health',
    colour: 35,
    envFor: apiEnv,
  },
  {
    name: 'mfe-content',
    entry: 'dist/mfe-content/server/main.js',
    portVariable: 'CONTENT_PORT',
    defaultPort: 4201,
    healthPath: '/healthz',
    colour: 32,
    envFor: remoteEnv,
  },
  {
    name: 'mfe-engage',
    entry: 'dist/mfe-engage/server/main.js',
    portVariable: 'ENGAGE_PORT',
    defaultPort: 4202,
    healthPath: '/healthz',
    colour: 34,
    envFor: remoteEnv,
  },
  {
    name: 'mfe-donate',
    entry: 'dist/mfe-donate/server/main.js',
    portVariable: 'DONATE_PORT',
    defaultPort: 4203,
    healthPath: '/healthz',
    colour: 33,
    envFor: remoteEnv,
  },
  {
    name: 'shell',
    entry: 'dist/shell/server/main.js',
    portVariable: 'SHELL_PORT',
    defaultPort: 4200,
    healthPath: '/healthz',
    colour: 36,
  },
];

/**
 * The PayPal simulator (services/paypal-sim). It refuses NODE_ENV=production, which `npm start` gives the
 * site; it is a development tool whatever mode the site runs in, so its own process runs in development.
 * @type {Service}
 */
const paypalSim = {
  name: 'paypal-sim',
  entry: 'dist/services/paypal-sim/main.js',
  portVariable: 'PAYPAL_SIM_PORT',
  defaultPort: 4290,
  healthPath: '/healthz',
  colour: 31,
  envOverrides: { NODE_ENV: 'development' },
};

/**
 * MailDev (the maildev package): a local SMTP server (MAILDEV_SMTP_PORT, default 1025) that keeps every email
 * and shows it on its web page (MAILDEV_WEB_PORT, default 1080), both on 127.0.0.1 only. Its mail is kept in
 * the data folder's maildev/ (MAILDEV_MAIL_DIRECTORY), so it survives a restart.
 * @type {Service}
 */
const mailDev = {
  name: 'maildev',
  entry: 'node_modules/maildev/dist/bin/maildev.js',
  portVariable: 'MAILDEV_WEB_PORT',
  defaultPort: 1080,
  healthPath: '/api/healthz',
  colour: 90,
  envFor: (env) => ({
    MAILDEV_MAIL_DIRECTORY: join(dataDir(env), 'maildev'),
    ...env,
    MAILDEV_SMTP_PORT: String(mailDevSmtpPort(env)),
    MAILDEV_WEB_PORT: String(portOf(mailDev, env)),
    MAILDEV_IP: '127.0.0.1',
    MAILDEV_WEB_IP: '127.0.0.1',
  }),
};

/** @param {NodeJS.ProcessEnv} env */
function mailDevSmtpPort(env) {
  return Number(env.MAILDEV_SMTP_PORT ?? 1025);
}

/** Where staff alerts go under MailDev when STAFF_INBOX_EMAIL is not set: any address reaches its page. */
const LOCAL_STAFF_INBOX = 'staff@localhost';

/** The webhook id the API is given with the simulator (the simulator signs for any id). */
const SIM_WEBHOOK_ID = 'sim-webhook';

/** @param {Service} service @param {NodeJS.ProcessEnv} env */
function portOf(service, env) {
  return Number(env[service.portVariable] ?? service.defaultPort);
}

/** @param {Service} service @param {NodeJS.ProcessEnv} env */
function urlOf(service, env) {
  return `http://localhost:${portOf(service, env)}`;
}

/** @param {Service} service @param {(line: string) => void} write */
function prefixed(service, write) {
  const label = `\u001b[${service.colour}m[${service.name}]\u001b[0m `;
  let pending = '';
  return (/** @type {Buffer} */ chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) write(label + line);
  };
}

/**
 * @param {Service} service
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean; watch?: boolean }} [options]
 */
function startService(service, env, options = {}) {
  const nodeArgs = ['--enable-source-maps', ...(options.watch ? ['--watch'] : []), join(workspaceRoot, service.entry)];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: workspaceRoot,
    env: { ...(service.envFor ? service.envFor(env) : env), ...service.envOverrides },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const write = options.quiet ? () => undefined : (/** @type {string} */ line) => console.log(line);
  child.stdout?.on('data', prefixed(service, write));
  child.stderr?.on(
    'data',
    prefixed(service, (line) => console.error(line)),
  );
  return child;
}

/** @param {Service} service @param {NodeJS.ProcessEnv} env @param {number} timeoutMs */
async function waitUntilHealthy(service, env, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const url = urlOf(service, env) + service.healthPath;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${service.name} did not become healthy at ${url} within ${timeoutMs} ms`);
}

/** @param {import('node:child_process').ChildProcess} child */
function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });
}

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM']);

/**
 * Starts every service (by default the site without the simulator) and waits until each answers its health check.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean; watch?: boolean; services?: Service[]; exitOnSignal?: boolean }} [options]
 */
async function startSite(env, options = {}) {
  const toStart = options.services ?? services;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const processes = new Map();
  for (const service of toStart) processes.set(service.name, startService(service, env, options));
  const stop = async () => {
    await Promise.all([...processes.values()].map(stopProcess));
  };
  // A signal before every service is up must not leave the ones already started running on their own.
  const abortStartup = async () => {
    await stop();
    process.exit(130);
  };
  if (options.exitOnSignal) for (const signal of SIGNALS) process.once(signal, abortStartup);
  try {
    await Promise.all(toStart.map((service) => waitUntilHealthy(service, env)));
  } catch (error) {
    await stop();
    throw error;
  } finally {
    for (const signal of SIGNALS) process.off(signal, abortStartup);
  }
  return { processes, stop };
}

/** @typedef {'simulator' | 'external' | 'off'} PayPalMode */

/**
 * `PAYPAL_MODE=off`: no PayPal at all; PAYPAL_CLIENT_ID set: the operator's own PayPal (sandbox or live);
 * otherwise the local simulator.
 * @param {NodeJS.ProcessEnv} env
 * @returns {PayPalMode}
 */
function payPalMode(env) {
  const mode = env.PAYPAL_MODE?.trim() ?? '';
  if (mode === 'off') return 'off';
  if (mode !== '') throw new Error(`PAYPAL_MODE must be "off" or unset, got "${mode}"`);
  return env.PAYPAL_CLIENT_ID?.trim() ? 'external' : 'simulator';
}

/** The API's PayPal variables (not PAYPAL_MODE, not the simulator's PAYPAL_SIM_*). @param {string} name */
function isApiPayPalVariable(name) {
  return name.startsWith('PAYPAL_') && name !== 'PAYPAL_MODE' && !name.startsWith('PAYPAL_SIM_');
}

/**
 * The environment with every API PayPal variable removed: PayPal is "not configured".
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
function withoutPayPal(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !isApiPayPalVariable(name)));
}

/** @param {string | undefined} list @param {string} origin */
function addOrigin(list, origin) {
  const origins = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set([...origins, origin])].join(',');
}

/**
 * The environment with the API pointed at the simulator (on PAYPAL_SIM_PORT, default 4290) and the shell's
 * CSP allowing it. Any other PayPal variables are dropped so none of them can leak into a simulated run.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
function withSimulator(env) {
  const simUrl = urlOf(paypalSim, env);
  const api = services.find((service) => service.name === 'api');
  const apiPort = api ? portOf(api, env) : 3000;
  return {
    ...withoutPayPal(env),
    // The simulator posts PayPal's webhooks (each monthly payment, failure, suspension) to the API, signed for its id.
    PAYPAL_SIM_WEBHOOK_URL: env.PAYPAL_SIM_WEBHOOK_URL?.trim() || `http://127.0.0.1:${apiPort}/paypal/webhook`,
    PAYPAL_SIM_WEBHOOK_ID: SIM_WEBHOOK_ID,
    PAYPAL_CLIENT_ID: env.PAYPAL_SIM_CLIENT_ID || 'sim-client-id',
    PAYPAL_CLIENT_SECRET: env.PAYPAL_SIM_CLIENT_SECRET || 'sim-client-secret',
    PAYPAL_ENVIRONMENT: 'sandbox',
    PAYPAL_API_BASE_URL: simUrl,
    PAYPAL_SDK_BASE_URL: `${simUrl}/sdk/js`,
    PAYPAL_WEBHOOK_ID: SIM_WEBHOOK_ID,
    CSP_PAYMENT_ORIGINS: addOrigin(env.CSP_PAYMENT_ORIGINS, simUrl),
  };
}

/** One line for the console saying where donations go. @param {PayPalMode} mode @param {NodeJS.ProcessEnv} env */
function payPalSummary(mode, env) {
  if (mode === 'off') return 'PayPal: off (PAYPAL_MODE=off): the donate page shows bank-transfer details instead';
  if (mode === 'simulator') return `PayPal: local simulator at ${urlOf(paypalSim, env)} — no real money moves`;
  const environment = env.PAYPAL_ENVIRONMENT?.trim() || 'sandbox';
  const via = env.PAYPAL_API_BASE_URL?.trim() ? ` via ${env.PAYPAL_API_BASE_URL.trim()}` : '';
  const money = environment === 'live' ? 'REAL money moves' : 'sandbox accounts, no real money';
  return `PayPal: your PAYPAL_CLIENT_ID, ${environment} environment${via} — ${money}`;
}

/**
 * Decides how the site reaches PayPal: the services to run, the environment to give them and a summary line.
 * @param {NodeJS.ProcessEnv} env
 */
function payPalSetup(env) {
  const mode = payPalMode(env);
  /** @type {NodeJS.ProcessEnv} */
  const siteEnv = mode === 'simulator' ? withSimulator(env) : mode === 'off' ? withoutPayPal(env) : env;
  const toRun = mode === 'simulator' ? [paypalSim, ...services] : services;
  return { mode, env: siteEnv, services: toRun, summary: payPalSummary(mode, env) };
}

/** @typedef {'maildev' | 'external' | 'off'} MailMode */

/**
 * `MAIL_MODE=off`: no email is sent (the outbox keeps them); SMTP_URL set: the operator's relay; otherwise MailDev.
 * Read as the API reads it (trimmed, any case; decision 046), which tools/workspace-checks holds it to.
 * @param {NodeJS.ProcessEnv} env
 * @returns {MailMode}
 */
function mailMode(env) {
  const mode = env.MAIL_MODE?.trim().toLowerCase() ?? '';
  if (mode === 'off') return 'off';
  if (mode !== '' && mode !== 'smtp') throw new Error(`MAIL_MODE must be "off", "smtp" or unset, got "${mode}"`);
  return env.SMTP_URL?.trim() ? 'external' : 'maildev';
}

/**
 * The environment with the API sending to MailDev, staff alerts to a local address unless STAFF_INBOX_EMAIL says.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
function withMailDev(env) {
  return {
    ...env,
    SMTP_URL: `smtp://127.0.0.1:${mailDevSmtpPort(env)}`,
    STAFF_INBOX_EMAIL: env.STAFF_INBOX_EMAIL?.trim() || LOCAL_STAFF_INBOX,
  };
}

/** The host of an SMTP URL, never its credentials. @param {string} url */
function relayHost(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'SMTP_URL';
  }
}

/** One line for the console saying where email goes. @param {MailMode} mode @param {NodeJS.ProcessEnv} env */
function mailSummary(mode, env) {
  if (mode === 'off') return 'Email: off (MAIL_MODE=off): emails are queued in the outbox and not sent';
  if (mode === 'maildev')
    return `Emails are caught by MailDev at http://localhost:${portOf(mailDev, env)} (SMTP on 127.0.0.1:${mailDevSmtpPort(env)}) — nothing leaves this machine`;
  return `Email: sent through your SMTP_URL, ${relayHost(env.SMTP_URL ?? '')} — REAL email goes out`;
}

/**
 * Decides where the site's email goes: MailDev to run or not, the environment to give the site and a summary line.
 * @param {NodeJS.ProcessEnv} env
 */
function mailSetup(env) {
  const mode = mailMode(env);
  return {
    mode,
    env: mode === 'maildev' ? withMailDev(env) : env,
    services: mode === 'maildev' ? [mailDev] : [],
    summary: mailSummary(mode, env),
  };
}

module.exports = {
  workspaceRoot,
  services,
  paypalSim,
  SIM_WEBHOOK_ID,
  portOf,
  urlOf,
  startService,
  waitUntilHealthy,
  stopProcess,
  startSite,
  payPalMode,
  withoutPayPal,
  withSimulator,
  payPalSetup,
  mailDev,
  mailMode,
  withMailDev,
  mailSetup,
  keptUnsubscribeSecret,
  keptStaffMfaKey,
};

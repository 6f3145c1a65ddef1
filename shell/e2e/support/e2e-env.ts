import { join } from 'node:path';
import { withMailDev, withoutPayPal, withSimulator } from '../../../tools/scripts/site.cjs';
import { mailDevPorts, staffInbox } from './mail';
import { paypalSimPort } from './paypal';

export const workspaceRoot = join(__dirname, '..', '..', '..');
export const stateFile = join(workspaceRoot, 'tmp', 'e2e', 'site-state.json');

/**
 * The test site runs on its own ports, proving they are configurable and leaving a running `npm start` alone.
 * Its PayPal simulator listens on `paypalSimPort` (support/paypal.ts, 4314), its MailDev on `mailDevPorts`
 * (support/mail.ts, 4315 SMTP and 4316 web).
 */
export const ports = { shell: 4310, content: 4311, engage: 4312, donate: 4313, api: 3310 } as const;

export const baseUrl = `http://localhost:${ports.shell}`;

/** The SQLite file the test site's API writes (better-sqlite3, each write committed before the API answers). */
export const databaseFile = join(workspaceRoot, 'tmp', 'e2e', 'solar.sqlite');

/**
 * `E2E_DATABASE=mysql` (the `shell-e2e:e2e-mysql` target) runs the site's API on MariaDB/MySQL instead, in a
 * database of its own that the run creates and drops, on the server `MYSQL_TEST_URL` names (as the API tests do).
 */
export const e2eDatabase: 'sqlite' | 'mysql' = process.env['E2E_DATABASE'] === 'mysql' ? 'mysql' : 'sqlite';
export const mysqlServerUrl = process.env['MYSQL_TEST_URL'] ?? 'mysql://root@127.0.0.1:3306';
export const mysqlDatabaseName = 'solar_e2e';

function databaseSetting(): NodeJS.ProcessEnv {
  if (e2eDatabase === 'sqlite') return { SQLITE_PATH: databaseFile };
  const url = new URL(mysqlServerUrl);
  url.pathname = `/${mysqlDatabaseName}`;
  return { DATABASE_URL: url.toString() };
}

/** Settings of the person running the tests that must not reach the test site: their PayPal and their mail relay. */
const OWN_SETTINGS =
  /^(PAYPAL_|DATABASE_URL$|SMTP_URL$|MAIL_MODE$|MAIL_FROM$|MAILDEV_|STAFF_INBOX_EMAIL$|UNSUBSCRIBE_SECRET$)/;

/** This process's environment without any PayPal or mail setting of the person running the tests. */
function ownEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !OWN_SETTINGS.test(name)));
}

/** Where the test site's processes serve /metrics: 9474-9478. */
export const metricsPorts = { api: 9474, shell: 9475, content: 9476, engage: 9477, donate: 9478 } as const;

function metricsPortEnv(): Record<string, string> {
  return {
    API_METRICS_PORT: String(metricsPorts.api),
    SHELL_METRICS_PORT: String(metricsPorts.shell),
    CONTENT_METRICS_PORT: String(metricsPorts.content),
    ENGAGE_METRICS_PORT: String(metricsPorts.engage),
    DONATE_METRICS_PORT: String(metricsPorts.donate),
  };
}

/**
 * The test site's environment: the API and the shell's CSP pointed at the PayPal simulator on `paypalSimPort`, and
 * the API sending its email to MailDev on `mailDevPorts`.
 */
export function siteEnv(): NodeJS.ProcessEnv {
  return withMailDev(
    withSimulator({
      ...ownEnv(),
      NODE_ENV: 'production',
      SHELL_PORT: String(ports.shell),
      CONTENT_PORT: String(ports.content),
      ENGAGE_PORT: String(ports.engage),
      DONATE_PORT: String(ports.donate),
      API_PORT: String(ports.api),
      // Each process's /metrics (decision 074), clear of npm start's 9464-9468 and the delivery proof's.
      ...metricsPortEnv(),
      PAYPAL_SIM_PORT: String(paypalSimPort),
      // resetSimulator() and signWebhook() (support/paypal.ts) need the simulator's test hooks; npm start leaves them off.
      PAYPAL_SIM_TEST_HOOKS: 'true',
      ...databaseSetting(),
      APP_VERSION: 'e2e',
      // The engage forms are rate limited per client; the browser tests post them many times from one address.
      RATE_LIMIT_PER_MINUTE: '1000',
      // The first administrator of the back office (support/staff.ts signs in as them).
      STAFF_ADMIN_USERNAME: 'e2e-admin',
      STAFF_ADMIN_PASSWORD: 'solar panels on the school roof',
      // Its authenticator, so the tests sign in with codes (two-step sign-in is on for admins by default).
      STAFF_ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
      // Production mode requires the key that seals authenticator secrets.
      STAFF_MFA_KEY: '89aa71a14c10e3e7884b7864a185c0c8e15fee9931ef89926855051f16297dbc',
      // Mail goes to the test site's own MailDev (support/mail.ts reads it), and the worker looks for it often.
      MAILDEV_SMTP_PORT: String(mailDevPorts.smtp),
      MAILDEV_WEB_PORT: String(mailDevPorts.web),
      MAIL_POLL_INTERVAL_MS: '100',
      STAFF_INBOX_EMAIL: staffInbox,
      UNSUBSCRIBE_SECRET: 'e2e-unsubscribe-secret-not-for-any-real-site',
    }),
  );
}

/** The same environment with PayPal not configured (the API's PAYPAL_* variables removed). */
export function siteEnvWithoutPayPal(): NodeJS.ProcessEnv {
  return withoutPayPal(siteEnv());
}

/** The first admin's authenticator (STAFF_ADMIN_TOTP_SECRET): support/staff.ts computes its codes. */
export const E2E_ADMIN_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

export type SiteState = { pids: Record<string, number> };

import { join } from 'node:path';

export const workspaceRoot = join(__dirname, '..', '..', '..');
export const stateFile = join(workspaceRoot, 'tmp', 'e2e', 'site-state.json');

/** The test site runs on its own ports, proving they are configurable and leaving a running `npm start` alone. */
export const ports = { shell: 4310, content: 4311, engage: 4312, donate: 4313, api: 3310 } as const;

export const baseUrl = `http://localhost:${ports.shell}`;

/** The SQLite file the test site's API writes (sql.js, saved after every statement). */
export const databaseFile = join(workspaceRoot, 'tmp', 'e2e', 'solar.sqlite');

export function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SHELL_PORT: String(ports.shell),
    CONTENT_PORT: String(ports.content),
    ENGAGE_PORT: String(ports.engage),
    DONATE_PORT: String(ports.donate),
    API_PORT: String(ports.api),
    SQLITE_PATH: databaseFile,
    APP_VERSION: 'e2e',
    // The engage forms are rate limited per client; the browser tests post them many times from one address.
    RATE_LIMIT_PER_MINUTE: '1000',
  };
}

export type SiteState = { pids: Record<string, number> };

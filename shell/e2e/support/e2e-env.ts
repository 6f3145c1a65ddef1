import { join } from 'node:path';

export const workspaceRoot = join(__dirname, '..', '..', '..');
export const stateFile = join(workspaceRoot, 'tmp', 'e2e', 'site-state.json');

/** The test site runs on its own ports, proving they are configurable and leaving a running `npm start` alone. */
export const ports = { shell: 4310, content: 4311, engage: 4312, donate: 4313, api: 3310 } as const;

export const baseUrl = `http://localhost:${ports.shell}`;

export function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SHELL_PORT: String(ports.shell),
    CONTENT_PORT: String(ports.content),
    ENGAGE_PORT: String(ports.engage),
    DONATE_PORT: String(ports.donate),
    API_PORT: String(ports.api),
    SQLITE_PATH: join(workspaceRoot, 'tmp', 'e2e', 'solar.sqlite'),
    APP_VERSION: 'e2e',
  };
}

export type SiteState = { pids: Record<string, number> };

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { mailDev, paypalSim, services, startSite } from '../../../tools/scripts/site.cjs';
import { siteEnv, stateFile, type SiteState } from './e2e-env';

/**
 * Starts the production build exactly as `npm start` does with its PayPal simulator and a MailDev catching the
 * site's mail, on the test ports and a fresh database.
 */
export default async function globalSetup() {
  const env = siteEnv();
  rmSync(dirname(stateFile), { recursive: true, force: true });
  mkdirSync(dirname(stateFile), { recursive: true });
  const site = await startSite(env, { quiet: true, services: [paypalSim, mailDev, ...services] });
  const pids: Record<string, number> = {};
  for (const [name, child] of site.processes) {
    if (child.pid) pids[name] = child.pid;
    child.unref();
  }
  const state: SiteState = { pids };
  writeFileSync(stateFile, JSON.stringify(state));
}

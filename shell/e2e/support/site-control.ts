import { readFileSync, writeFileSync } from 'node:fs';
import { paypalSim, services, startService, waitUntilHealthy } from '../../../tools/scripts/site.cjs';
import { siteEnv, siteEnvWithoutPayPal, stateFile, type SiteState } from './e2e-env';

function readState(): SiteState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as SiteState;
}

function serviceNamed(name: string) {
  const service = [...services, paypalSim].find((candidate) => candidate.name === name);
  if (!service) throw new Error(`No service called ${name}`);
  return service;
}

async function waitForExit(pid: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`process ${pid} did not stop`);
}

/** Stops one server of the running test site (e.g. a remote, to see the rest survive). */
export async function stopService(name: string) {
  const pid = readState().pids[name];
  if (!pid) throw new Error(`${name} is not running`);
  process.kill(pid, 'SIGTERM');
  await waitForExit(pid);
}

/**
 * Starts one server again and records it so the teardown stops it too. `env` replaces the test site's
 * environment for this server only (e.g. `siteEnvWithoutPayPal()`).
 */
export async function restartService(name: string, env: NodeJS.ProcessEnv = siteEnv()) {
  const service = serviceNamed(name);
  const child = startService(service, env, { quiet: true });
  child.unref();
  const state = readState();
  state.pids[name] = child.pid ?? 0;
  writeFileSync(stateFile, JSON.stringify(state));
  await waitUntilHealthy(service, env);
}

/**
 * Restarts the API with PayPal not configured (the donate page then offers bank transfer). Call
 * `restartApiWithPayPal()` afterwards (e.g. in `afterAll`) so later specs get the simulator back.
 */
export async function restartApiWithoutPayPal() {
  await stopService('api');
  await restartService('api', siteEnvWithoutPayPal());
}

/** Restarts the API as the global setup started it: configured for the PayPal simulator. */
export async function restartApiWithPayPal() {
  await stopService('api');
  await restartService('api');
}

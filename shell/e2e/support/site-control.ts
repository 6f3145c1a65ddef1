import { readFileSync, writeFileSync } from 'node:fs';
import { services, startService, waitUntilHealthy } from '../../../tools/scripts/site.cjs';
import { siteEnv, stateFile, type SiteState } from './e2e-env';

function readState(): SiteState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as SiteState;
}

function serviceNamed(name: string) {
  const service = services.find((candidate) => candidate.name === name);
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

/** Starts one server again and records it so the teardown stops it too. */
export async function restartService(name: string) {
  const service = serviceNamed(name);
  const env = siteEnv();
  const child = startService(service, env, { quiet: true });
  child.unref();
  const state = readState();
  state.pids[name] = child.pid ?? 0;
  writeFileSync(stateFile, JSON.stringify(state));
  await waitUntilHealthy(service, env);
}

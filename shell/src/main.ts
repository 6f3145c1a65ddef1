import { registerRemoteLocations } from './lib/remote-loading/register-remotes';

// Remote locations come from the page the shell's server rendered, so a remote can move or change
// version without rebuilding the shell. The dynamic import is the async boundary shared modules need.
registerRemoteLocations();

/** A fresh task: the browser may paint or handle input between the pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shared libraries are evaluated one per task before the app, and after the federation runtime's own start-up
 * (decision 034): evaluated together, as the app's imports would, they made one long task on a slow phone, in which
 * a tap waits.
 */
async function start() {
  await nextTask();
  await import('react');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@emotion/react');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();

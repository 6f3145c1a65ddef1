// @ts-check
/**
 * Runs the built site: the API, the three remotes and the shell's server, each as its own process,
 * exactly as `npm start` does. Browser tests use the same functions.
 */
const { spawn } = require('node:child_process');
const { join } = require('node:path');

const workspaceRoot = join(__dirname, '..', '..');

/** @typedef {{ name: string; entry: string; portVariable: string; defaultPort: number; healthPath: string; colour: number }} Service */

/** @type {Service[]} */
const services = [
  { name: 'api', entry: 'dist/services/api/main.js', portVariable: 'API_PORT', defaultPort: 3000, healthPath: '/api/health', colour: 35 },
  { name: 'mfe-content', entry: 'dist/mfe-content/server/main.js', portVariable: 'CONTENT_PORT', defaultPort: 4201, healthPath: '/healthz', colour: 32 },
  { name: 'mfe-engage', entry: 'dist/mfe-engage/server/main.js', portVariable: 'ENGAGE_PORT', defaultPort: 4202, healthPath: '/healthz', colour: 34 },
  { name: 'mfe-donate', entry: 'dist/mfe-donate/server/main.js', portVariable: 'DONATE_PORT', defaultPort: 4203, healthPath: '/healthz', colour: 33 },
  { name: 'shell', entry: 'dist/shell/server/main.js', portVariable: 'SHELL_PORT', defaultPort: 4200, healthPath: '/healthz', colour: 36 },
];

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
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const write = options.quiet ? () => {} : (/** @type {string} */ line) => console.log(line);
  child.stdout?.on('data', prefixed(service, write));
  child.stderr?.on('data', prefixed(service, (line) => console.error(line)));
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

/**
 * Starts every service and waits until each answers its health check.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean; watch?: boolean }} [options]
 */
async function startSite(env, options = {}) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const processes = new Map();
  for (const service of services) processes.set(service.name, startService(service, env, options));
  const stop = async () => {
    await Promise.all([...processes.values()].map(stopProcess));
  };
  try {
    await Promise.all(services.map((service) => waitUntilHealthy(service, env)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { processes, stop };
}

module.exports = { workspaceRoot, services, portOf, urlOf, startService, waitUntilHealthy, stopProcess, startSite };

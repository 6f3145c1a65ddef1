/** Reads a TCP port from the environment, refusing anything that is not 1-65535. */
export function portFrom(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const raw = env[variable] ?? env['PORT'];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}

export function shellOrigin(env: NodeJS.ProcessEnv): string {
  return env['SHELL_ORIGIN'] ?? `http://localhost:${env['SHELL_PORT'] ?? 4200}`;
}

/** Origins allowed to load a remote's files: ALLOWED_ORIGINS (comma separated) or the shell's origin. */
export function allowedOrigins(env: NodeJS.ProcessEnv): string[] {
  const list = env['ALLOWED_ORIGINS'];
  if (!list) return [shellOrigin(env)];
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export function appVersion(env: NodeJS.ProcessEnv): string {
  return env['APP_VERSION'] ?? 'dev';
}

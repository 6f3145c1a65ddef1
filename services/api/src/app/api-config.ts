import { resolve } from 'node:path';

export type ApiConfig = {
  port: number;
  /** A mysql:// (or mariadb:// for a MariaDB server) URL; without it the API keeps an embedded SQLite file. */
  databaseUrl?: string;
  sqlitePath: string;
  shellOrigin: string;
  version: string;
};

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidConfigError';
  }
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads and checks every variable first, so one error names all the bad ones. */
export function readApiConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ApiConfig {
  const problems: string[] = [];

  const portName = present(env['API_PORT']) ? 'API_PORT' : 'PORT';
  const rawPort = present(env[portName]) ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    problems.push(`${portName} must be an integer from 1 to 65535, got "${rawPort}"`);
  }

  const databaseUrl = present(env['DATABASE_URL']);
  if (databaseUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      protocol = 'invalid';
    }
    if (protocol !== 'mysql:' && protocol !== 'mariadb:') problems.push('DATABASE_URL must be a mysql:// (or mariadb://) URL when set');
  }

  const shellOrigin = (present(env['SHELL_ORIGIN']) ?? 'http://localhost:4200').replace(/\/+$/, '');
  try {
    const url = new URL(shellOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    problems.push(`SHELL_ORIGIN must be an absolute http(s) origin, got "${shellOrigin}"`);
  }

  if (problems.length > 0) throw new InvalidConfigError(problems);

  return {
    port,
    databaseUrl,
    sqlitePath: resolve(cwd, present(env['SQLITE_PATH']) ?? 'data/solar.sqlite'),
    shellOrigin,
    version: present(env['APP_VERSION']) ?? 'dev',
  };
}

import { readFileSync } from 'node:fs';

/** What `GET /version` answers: the running build's name, version and build time. */
export type VersionInfo = { name: string; version: string; builtAt?: string };

type StampFile = { version?: unknown; builtAt?: unknown };

function readStamp(stampFile: string | undefined): StampFile {
  if (!stampFile) return {};
  try {
    const parsed = JSON.parse(readFileSync(stampFile, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StampFile) : {};
  } catch {
    return {};
  }
}

/**
 * The version of the build this server runs, read at run time from the `version.json` the build wrote beside
 * the server's `main.js` (tools/rspack/build-stamp.ts). `APP_VERSION` overrides it; without either it is `dev`.
 * Read on every call: it is a few bytes, and a build replaced in place shows its own stamp.
 */
export function versionInfo(name: string, stampFile: string | undefined, env: NodeJS.ProcessEnv): VersionInfo {
  const stamp = readStamp(stampFile);
  const override = env['APP_VERSION']?.trim();
  const stamped = typeof stamp.version === 'string' && stamp.version.trim() ? stamp.version.trim() : undefined;
  const info: VersionInfo = { name, version: override || stamped || 'dev' };
  if (typeof stamp.builtAt === 'string' && stamp.builtAt) info.builtAt = stamp.builtAt;
  return info;
}

/** The stamp the build wrote (version and build time), as built: no APP_VERSION override. Null without one. */
export function buildStamp(stampFile: string | undefined): { version: string; builtAt?: string } | null {
  const stamp = readStamp(stampFile);
  if (typeof stamp.version !== 'string' || !stamp.version.trim()) return null;
  return { version: stamp.version.trim(), ...(typeof stamp.builtAt === 'string' ? { builtAt: stamp.builtAt } : {}) };
}

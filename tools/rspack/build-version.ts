/** How a build is stamped with its version (no Rspack here, so tests can load it): see docs/decisions/010. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What a build says about itself: written to `<server>/version.json` and into a remote's `mf-manifest.json`. */
export type BuildStamp = { name: string; version: string; builtAt: string };

export const STAMP_FILE = 'version.json';
export const MANIFEST_FILES = ['mf-manifest.json', 'mf-manifest-stats.json'];

/** The `version` of the nearest package.json at or above `dir` that has one (the project's, else the workspace's). */
export function packageVersion(dir: string): string | undefined {
  let current = resolve(dir);
  for (;;) {
    const file = join(current, 'package.json');
    if (existsSync(file)) {
      try {
        const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
        if (typeof version === 'string' && version.trim()) return version.trim();
      } catch {
        // an unreadable package.json says nothing about the version; keep looking upwards
      }
    }
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** The short sha of the commit checked out at `dir`, or undefined outside a git checkout (e.g. a Docker build context without .git). */
export function gitShortSha(dir: string): string | undefined {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return sha.trim() || undefined;
  } catch {
    return undefined;
  }
}

type VersionSources = { appVersion?: string; packageVersion?: string; gitSha?: string };

/**
 * The version a build is stamped with: `APP_VERSION` when the pipeline sets one; otherwise the package version
 * plus the commit (`0.1.0+fa0e806`, semver build metadata); the package version alone outside git; else `dev`.
 */
export function chooseVersion({ appVersion, packageVersion, gitSha }: VersionSources): string {
  if (appVersion?.trim()) return appVersion.trim();
  if (packageVersion) return gitSha ? `${packageVersion}+${gitSha}` : packageVersion;
  return 'dev';
}

const stamps = new Map<string, BuildStamp>();

/**
 * The stamp of one project's build. The browser and server bundles of a project are built by one Rspack
 * process from one config file, so they share one stamp (same version, same time).
 */
export function buildStampFor(project: string, projectRoot: string, env: NodeJS.ProcessEnv = process.env): BuildStamp {
  const known = stamps.get(project);
  if (known) return known;
  const stamp: BuildStamp = {
    name: project,
    version: chooseVersion({
      appVersion: env['APP_VERSION'],
      packageVersion: packageVersion(projectRoot),
      gitSha: gitShortSha(projectRoot),
    }),
    builtAt: new Date().toISOString(),
  };
  stamps.set(project, stamp);
  return stamp;
}

/** Writes the stamp into a Module Federation manifest's `metaData.buildInfo` (JSON text in, JSON text out). */
export function stampManifest(manifestJson: string, stamp: BuildStamp): string {
  const manifest = JSON.parse(manifestJson) as { metaData?: { buildInfo?: Record<string, unknown> } };
  if (!manifest.metaData) return manifestJson;
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: stamp.version, buildName: stamp.name };
  return JSON.stringify(manifest, null, 2);
}

import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Compiler } from '@rspack/core';

/**
 * A remote's build keeps the content-hashed files of this many earlier builds beside its own, so a page that
 * loaded an earlier manifest still finds the chunks it asks for later (docs/decisions/030-old-chunks-kept.md).
 */
export const PREVIOUS_BUILDS_KEPT = 3;

/** The per-build list of hashed files, in the browser folder. A dotfile: the static servers never serve it. */
export const KEPT_BUILDS_FILE = '.kept-builds.json';

/** `page-donate.2893ba23de.js`, `assets/hero.0a1b2c3d4e.svg`, and their source maps and Brotli copies. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map|\.br)?$/i;

export type KeptBuild = { builtAt: string; files: string[] };

export const isHashedFile = (file: string): boolean => HASHED_FILE.test(file);

function sameFiles(a: KeptBuild, b: KeptBuild): boolean {
  return a.files.length === b.files.length && a.files.every((file) => b.files.includes(file));
}

/** The builds to keep, newest first: this one, then up to `keep` earlier ones (a rebuild of the same files counts once). */
export function nextRecord(earlier: KeptBuild[], current: KeptBuild, keep: number): KeptBuild[] {
  return [current, ...earlier.filter((build) => !sameFiles(build, current))].slice(0, keep + 1);
}

/** Hashed files on disk that no kept build lists (older builds' files, or files no build recorded). */
export function filesToPrune(onDisk: string[], record: KeptBuild[]): string[] {
  const kept = new Set(record.flatMap((build) => build.files));
  return onDisk.filter((file) => isHashedFile(file) && !kept.has(file));
}

/**
 * A folder without a record holds the build that was live before builds kept records (a release image made
 * before them): its hashed files count as one earlier build, so the first release that records keeps them too.
 */
function unrecordedBuild(onDisk: string[], current: KeptBuild): KeptBuild[] {
  const files = onDisk.filter((file) => isHashedFile(file) && !current.files.includes(file)).sort();
  return files.length ? [{ builtAt: 'unrecorded', files }] : [];
}

/** The kept builds, newest first; undefined when the folder has no record, [] when it is unreadable. */
export function readRecord(outputDir: string): KeptBuild[] | undefined {
  const path = join(outputDir, KEPT_BUILDS_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (build): build is KeptBuild =>
        typeof build?.builtAt === 'string' &&
        Array.isArray(build.files) &&
        build.files.every((file: unknown) => typeof file === 'string'),
    );
  } catch {
    return [];
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Records this build's hashed files and deletes the hashed files of builds older than the kept ones. */
export function keepPreviousBuilds(
  outputDir: string,
  emitted: string[],
  keep = PREVIOUS_BUILDS_KEPT,
  now = new Date(),
) {
  const current: KeptBuild = { builtAt: now.toISOString(), files: emitted.filter(isHashedFile).sort() };
  const onDisk = filesUnder(outputDir);
  const record = nextRecord(readRecord(outputDir) ?? unrecordedBuild(onDisk, current), current, keep);
  const pruned = filesToPrune(onDisk, record);
  for (const file of pruned) rmSync(join(outputDir, file), { force: true });
  writeFileSync(join(outputDir, KEPT_BUILDS_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return { record, pruned };
}

/** Used instead of `output.clean` by a remote's production build: see keepPreviousBuilds. */
export class KeepPreviousBuildsPlugin {
  constructor(private readonly keep = PREVIOUS_BUILDS_KEPT) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('KeepPreviousBuildsPlugin', (compilation) => {
      const emitted = compilation.getAssets().map((asset) => asset.name);
      keepPreviousBuilds(compiler.outputPath, emitted, this.keep);
    });
  }
}

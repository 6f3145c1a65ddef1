// @ts-check
/**
 * @solar/shared-ui's version follows its code (decision 043). Its package.json holds the version; versions.json beside
 * it holds, for each version, the hash of the code it was given to. `check` fails when the code no longer has the hash
 * recorded for the current version; `patch|minor|major "what changed"` raises the version and records the new hash.
 *
 *   node tools/scripts/shared-ui-version.mjs check
 *   node tools/scripts/shared-ui-version.mjs minor "Adds the form kit"
 *
 * `--lib <dir>` works on another copy of the library (the tests use one).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHARED_UI_DIR = join(workspaceRoot, 'libs', 'shared', 'ui');
const LEVELS = ['patch', 'minor', 'major'];

/** @typedef {{ version: string; contentHash: string; change: string }} VersionEntry */

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests do not ship: changing one changes nothing a remote receives.
    return /\.spec\.[cm]?[jt]sx?$/.test(entry.name) ? [] : [path];
  });
}

/** A hash of every shipped file under `src/`: its path and its bytes, in a fixed order. */
export function contentHash(libDir = SHARED_UI_DIR) {
  const src = join(libDir, 'src');
  const hash = createHash('sha256');
  for (const file of sourceFiles(src).sort()) {
    hash.update(relative(src, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return `sha256-${hash.digest('hex')}`;
}

/** @param {string} libDir */
function readState(libDir) {
  const manifest = JSON.parse(readFileSync(join(libDir, 'package.json'), 'utf8'));
  /** @type {VersionEntry[]} */
  const history = JSON.parse(readFileSync(join(libDir, 'versions.json'), 'utf8'));
  return { manifest, history };
}

/** @param {string} version */
function parts(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain major.minor.patch version`);
  return match.slice(1).map(Number);
}

/** @param {string} a @param {string} b */
function isAfter(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return x[index] > y[index];
  return false;
}

/** What is wrong with the recorded version, or undefined when it matches the code. */
export function versionProblem(libDir = SHARED_UI_DIR) {
  const { manifest, history } = readState(libDir);
  const latest = history.at(-1);
  if (!latest) return 'versions.json records no version';
  if (latest.version !== manifest.version)
    return `package.json says ${manifest.version} but versions.json ends at ${latest.version}`;
  for (let index = 1; index < history.length; index += 1) {
    if (!isAfter(history[index].version, history[index - 1].version))
      return `versions.json: ${history[index].version} does not come after ${history[index - 1].version}`;
  }
  const current = contentHash(libDir);
  if (current !== latest.contentHash) {
    return (
      `libs/shared/ui changed since ${latest.version} was recorded. Raise its version: ` +
      '`node tools/scripts/shared-ui-version.mjs <patch|minor|major> "what changed"` ' +
      '(major: an export removed or changed incompatibly; minor: something added; patch: a fix). See decision 043.'
    );
  }
  return undefined;
}

/**
 * Raises the version one level and records the code's hash under it.
 * @param {string} level @param {string} change @param {string} [libDir]
 */
export function raiseVersion(level, change, libDir = SHARED_UI_DIR) {
  if (!LEVELS.includes(level)) throw new Error(`the level is one of ${LEVELS.join(', ')}, not "${level}"`);
  if (!change.trim())
    throw new Error('say in a few words what changed: it is what a remote reads before raising its range');
  const { manifest, history } = readState(libDir);
  const contentHashNow = contentHash(libDir);
  if (history.at(-1)?.contentHash === contentHashNow)
    throw new Error(`the code has not changed since ${manifest.version}`);
  const [major, minor, patch] = parts(manifest.version);
  const next = { major: `${major + 1}.0.0`, minor: `${major}.${minor + 1}.0`, patch: `${major}.${minor}.${patch + 1}` }[
    /** @type {'patch' | 'minor' | 'major'} */ (level)
  ];
  manifest.version = next;
  history.push({ version: next, contentHash: contentHashNow, change: change.trim() });
  writeFileSync(join(libDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(libDir, 'versions.json'), `${JSON.stringify(history, null, 2)}\n`);
  return next;
}

function main() {
  const args = process.argv.slice(2);
  const libFlag = args.indexOf('--lib');
  const libDir = libFlag === -1 ? SHARED_UI_DIR : resolve(args.splice(libFlag, 2)[1]);
  const [command, change = ''] = args;
  if (command === 'check') {
    const problem = versionProblem(libDir);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
    console.log(`@solar/shared-ui ${readState(libDir).manifest.version} matches its code`);
    return;
  }
  try {
    console.log(`@solar/shared-ui is now ${raiseVersion(command ?? '', change, libDir)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

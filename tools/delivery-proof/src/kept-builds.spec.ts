/**
 * A remote's build keeps its previous builds' hashed chunks (docs/decisions/030-old-chunks-kept.md): the
 * record and pruning on a real folder, and the built remotes' own records. The browser proof that a page holding
 * an old manifest finishes its visit is in one-remote-ships-alone.proof.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { remotes, type RemoteKey } from '@solar/shared-contracts';
import {
  KEPT_BUILDS_FILE,
  keepPreviousBuilds,
  PREVIOUS_BUILDS_KEPT,
  readRecord,
} from '../../rspack/keep-previous-builds';
import { readManifest, remoteProjects } from './support/manifest-contract';

const distRoot = join(__dirname, '..', '..', '..', 'dist');

/** Writes a build's files into `dir`, as Rspack's emit does (same names overwrite, others stay). */
function emit(dir: string, files: string[]): string[] {
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), file);
  }
  return files;
}

const build = (n: number) => {
  const chunk = `page-donate.${String(n).padStart(10, 'a')}.js`;
  return [chunk, `${chunk}.map`, `${chunk}.br`, `assets/hero.${String(n).padStart(10, 'b')}.svg`];
};
const common = ['remoteEntry.js', 'mf-manifest.json', 'prerender/donate.html', '180.a3b402a462.js'];

describe('keepPreviousBuilds', () => {
  it(`keeps this build's and the ${PREVIOUS_BUILDS_KEPT} previous builds' hashed files, and prunes older ones`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'kept-builds-'));
    for (let n = 1; n <= PREVIOUS_BUILDS_KEPT + 2; n += 1) keepPreviousBuilds(dir, emit(dir, [...common, ...build(n)]));
    const newest = PREVIOUS_BUILDS_KEPT + 2;
    const kept = Array.from({ length: PREVIOUS_BUILDS_KEPT + 1 }, (_, index) => newest - index);
    for (const n of kept) for (const file of build(n)) expect(existsSync(join(dir, file))).toBe(true);
    for (const file of [...build(1)]) expect(existsSync(join(dir, file))).toBe(false);
    for (const file of common) expect(existsSync(join(dir, file))).toBe(true);
    expect((readRecord(dir) ?? []).map((entry) => entry.files.find((file) => file.startsWith('page-donate')))).toEqual(
      kept.map((n) => build(n)[0]),
    );
  });

  it('counts a rebuild of the same files once, so it pushes no real earlier build out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kept-builds-'));
    keepPreviousBuilds(dir, emit(dir, build(1)));
    for (let again = 0; again < PREVIOUS_BUILDS_KEPT + 1; again += 1) keepPreviousBuilds(dir, emit(dir, build(2)));
    expect(readRecord(dir)).toHaveLength(2);
    expect(existsSync(join(dir, build(1)[0] as string))).toBe(true);
  });

  it('keeps a folder from before the record as one earlier build (a release image made before it), then prunes it in turn', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kept-builds-'));
    emit(dir, ['live.0123456789.js', 'notes.txt']);
    keepPreviousBuilds(dir, emit(dir, build(1)));
    expect(readRecord(dir)?.[1]).toEqual({ builtAt: 'unrecorded', files: ['live.0123456789.js'] });
    for (let n = 2; n <= PREVIOUS_BUILDS_KEPT + 1; n += 1) keepPreviousBuilds(dir, emit(dir, build(n)));
    expect(existsSync(join(dir, 'live.0123456789.js'))).toBe(false);
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);
  });

  it('prunes hashed files the record does not list, never unhashed ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kept-builds-'));
    keepPreviousBuilds(dir, emit(dir, build(1)));
    emit(dir, ['stray.0123456789.js', 'notes.txt']);
    keepPreviousBuilds(dir, emit(dir, build(1)));
    expect(readdirSync(dir).sort()).toEqual(
      [KEPT_BUILDS_FILE, 'assets', 'notes.txt', ...build(1).filter((file) => !file.includes('/'))].sort(),
    );
  });

  it('starts afresh from an unreadable record instead of failing the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kept-builds-'));
    writeFileSync(join(dir, KEPT_BUILDS_FILE), '{ not json');
    expect(keepPreviousBuilds(dir, emit(dir, build(1))).record).toHaveLength(1);
  });
});

describe.each(Object.keys(remotes) as RemoteKey[])('the built %s remote', (remote) => {
  const browserDir = join(distRoot, remoteProjects[remote], 'browser');

  it("records its build's files, the manifest's among them, and every kept file is there", () => {
    const [current, ...earlier] = readRecord(browserDir) ?? [];
    const manifest = readManifest(distRoot, remoteProjects[remote]);
    const manifestFiles = manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]);
    expect(current?.files).toEqual(expect.arrayContaining(manifestFiles));
    expect(earlier.length).toBeLessThanOrEqual(PREVIOUS_BUILDS_KEPT);
    const missing = (readRecord(browserDir) ?? [])
      .flatMap((entry) => entry.files)
      .filter((file) => !existsSync(join(browserDir, file)));
    expect(missing).toEqual([]);
  });
});

/**
 * One Node for the images, CI and developers: .nvmrc (tools/scripts/with-project-node.sh installs it), matched by
 * package.json's engines, @types/node and every `node:` base image (dockerfiles.spec.ts).
 * docs/decisions/039-node-26-lts.md.
 */
import { readText } from './workspace';

const [major = 0, minor = 0] = readText('.nvmrc').trim().split('.').map(Number);
const packageJson = JSON.parse(readText('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

/** Node's even majors become Active LTS in October of their year: 26 since October 2026. */
const ACTIVE_LTS_MAJOR = 26;

describe("the project's Node", () => {
  it('is the Active LTS line, and engines asks for the same line', () => {
    expect(major).toBe(ACTIVE_LTS_MAJOR);
    expect(packageJson.engines.node).toMatch(new RegExp(`^\\^${ACTIVE_LTS_MAJOR}\\.\\d+\\.\\d+$`));
    const [, engineMinor] = /^\^\d+\.(\d+)/.exec(packageJson.engines.node) ?? [];
    expect(Number(engineMinor)).toBeLessThanOrEqual(minor);
  });

  it("types the same Node's APIs (@types/node's major is the runtime's)", () => {
    expect(Number(packageJson.devDependencies['@types/node']?.split('.')[0])).toBe(major);
  });

  it('compiles nothing at install: better-sqlite3 13+ (Node-API prebuilds) and its implicit node-gyp script refused', () => {
    expect(Number(packageJson.dependencies['better-sqlite3']?.split('.')[0])).toBeGreaterThanOrEqual(13);
    // npm runs `node-gyp rebuild` for any package with a binding.gyp; better-sqlite3's would only touch stamps, but a
    // refused script needs no toolchain at all. The scripts allowed (nx, @swc/core) compile nothing.
    expect(packageJson.allowScripts?.['better-sqlite3']).toBe(false);
    expect(Object.keys(packageJson.allowScripts ?? {}).filter((name) => packageJson.allowScripts?.[name])).toEqual([
      '@swc/core',
      'nx',
    ]);
  });
});

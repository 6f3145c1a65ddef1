/**
 * One Node for the images, CI and developers: .nvmrc (tools/scripts/with-node-24.sh installs it), matched by
 * package.json's engines and every `node:` base image (dockerfiles.spec.ts). docs/decisions/029-node-24.md.
 */
import { readText } from './workspace';

const [major = 0, minor = 0] = readText('.nvmrc').trim().split('.').map(Number);
const packageJson = JSON.parse(readText('package.json')) as { engines: { node: string }; dependencies: Record<string, string> };

/** From 24.19.0, node_object_wrap.h makes addons built on node::ObjectWrap abort when the GC frees an object. */
function breaksObjectWrapAddons(nodeMajor: number, nodeMinor: number): boolean {
  return nodeMajor === 24 && nodeMinor >= 19;
}

describe("the project's Node", () => {
  it('is 24 LTS, and engines asks for the same line', () => {
    expect(major).toBe(24);
    expect(packageJson.engines.node).toMatch(/^\^24\.\d+\.\d+$/);
    const [, engineMinor] = /^\^24\.(\d+)/.exec(packageJson.engines.node) ?? [];
    expect(Number(engineMinor)).toBeLessThanOrEqual(minor);
  });

  it('is not a 24.x whose headers make better-sqlite3 before 13 (node::ObjectWrap) abort the API', () => {
    const sqliteMajor = Number(packageJson.dependencies['better-sqlite3']?.split('.')[0]);
    if (sqliteMajor < 13) expect(breaksObjectWrapAddons(major, minor)).toBe(false);
  });

  it.each([
    [24, 18, false],
    [24, 19, true],
    [24, 21, true],
    [22, 22, false],
  ])('knows which versions break those addons: %i.%i -> %s', (nodeMajor, nodeMinor, breaks) => {
    expect(breaksObjectWrapAddons(nodeMajor, nodeMinor)).toBe(breaks);
  });
});

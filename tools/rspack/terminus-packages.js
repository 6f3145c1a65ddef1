// @ts-check
/**
 * Stand-in for @nestjs/terminus's dist/utils/checkPackage.util.js in self-contained server bundles
 * (tools/rspack/node-app.ts).
 *
 * Terminus finds its optional peers with `import.meta.resolve(name)` and `await import(name)`, which a
 * bundle cannot follow: the peer would be missing, or loaded a second time from node_modules (a second
 * TypeORM whose DataSource token matches nothing in the app). Here the peers this workspace installs are
 * static imports, so the bundle's single copy is used; any other peer is reported missing, as terminus
 * itself would report it.
 */
import * as nestTypeorm from '@nestjs/typeorm';
import * as typeorm from 'typeorm';

/** @type {Record<string, unknown>} */
const peers = { '@nestjs/typeorm': nestTypeorm, typeorm };

/** @param {string} name */
function load(name) {
  if (!(name in peers))
    throw new Error(`"${name}" is not bundled for @nestjs/terminus (tools/rspack/terminus-packages.js)`);
  return peers[name];
}

/** @param {string[]} packageNames @param {string} reason */
export function assertPackages(packageNames, reason) {
  const missing = packageNames.filter((name) => !(name in peers));
  if (missing.length)
    throw new Error(`The "${missing.join('", "')}" package(s) are not in this bundle, needed by ${reason}.`);
}

/** @param {string} packageName */
export async function loadPackage(packageName) {
  return load(packageName);
}

/** @param {string[]} packageNames */
export async function loadPackages(packageNames) {
  return packageNames.map(load);
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isFederationManifest, type FederationManifest } from './federation-manifest';

const BOOTSTRAP_CHUNK = /^bootstrap\.[0-9a-f]+\.js$/;

/**
 * Shared modules only some pages use (the ones that call the API, and the shell's lazy staff console): the
 * federation runtime fetches them when such a page's code asks, so a page that makes no call never downloads them.
 */
const ON_DEMAND_SHARED = new Set(['@tanstack/react-query']);

/**
 * The shell's own files that every page needs before it can render: the bootstrap chunk and the shared
 * singletons (React, the router, Emotion, the UI library). Listing them lets the browser fetch them in
 * parallel with the entry script instead of after it.
 */
export function shellStartupFiles(browserRoot: string): string[] {
  const manifest = shellManifest(browserRoot);
  if (!manifest) return [];
  const shared = manifest.shared
    .filter((item) => !ON_DEMAND_SHARED.has(item.name))
    .flatMap((item) => item.assets.js.sync);
  const bootstrap = readdirSync(browserRoot).filter((file) => BOOTSTRAP_CHUNK.test(file));
  return [...new Set([...bootstrap, ...shared])].map((file) => `/${file}`);
}

/**
 * The shell's files for each shared module it provides, for the pages whose code consumes one only some pages
 * need (a remote's manifest names them: decision 038).
 */
export function shellSharedFiles(browserRoot: string): SharedFiles {
  const manifest = shellManifest(browserRoot);
  return Object.fromEntries(
    (manifest?.shared ?? []).map((item) => [item.name, item.assets.js.sync.map((file) => `/${file}`)]),
  );
}

export type SharedFiles = Readonly<Record<string, readonly string[]>>;

function shellManifest(browserRoot: string): FederationManifest | null {
  const manifestPath = join(browserRoot, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return isFederationManifest(manifest) ? manifest : null;
}

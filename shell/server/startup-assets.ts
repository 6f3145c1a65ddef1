import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isFederationManifest } from './federation-manifest';

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
  const manifestPath = join(browserRoot, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!isFederationManifest(manifest)) return [];
  const shared = manifest.shared.filter((item) => !ON_DEMAND_SHARED.has(item.name)).flatMap((item) => item.assets.js.sync);
  const bootstrap = readdirSync(browserRoot).filter((file) => BOOTSTRAP_CHUNK.test(file));
  return [...new Set([...bootstrap, ...shared])].map((file) => `/${file}`);
}

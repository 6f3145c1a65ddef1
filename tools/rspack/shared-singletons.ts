import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..');

type SharedEntry = {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
};

/**
 * Every entry point is listed on its own: a shared key matches only the exact import request,
 * so `react/jsx-runtime` or `react-dom/client` left out would load a second React.
 */
const packageSingletons: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/react/jsx-runtime': '@emotion/react',
  '@emotion/react/jsx-dev-runtime': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@emotion/cache': '@emotion/cache',
  '@tanstack/react-query': '@tanstack/react-query',
};

/** Workspace libraries that carry cross-remote state (theme, toasts) and must exist once. */
const workspaceSingletons: Record<string, string> = {
  // The router's context must exist once; sharing the site's own entry point lets the build drop unused router code.
  '@solar/shared-routing': 'libs/shared/routing/package.json',
  '@solar/shared-ui': 'libs/shared/ui/package.json',
};

function installedVersion(pkg: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8'));
  return manifest.version as string;
}

function workspaceVersion(manifestPath: string): string {
  return JSON.parse(readFileSync(join(workspaceRoot, manifestPath), 'utf8')).version as string;
}

export function sharedSingletons(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [request, pkg] of Object.entries(packageSingletons)) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  for (const [request, manifestPath] of Object.entries(workspaceSingletons)) {
    const version = workspaceVersion(manifestPath);
    shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

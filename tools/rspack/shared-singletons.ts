import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from 'semver';

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
const workspaceSingletons = {
  // The router's context must exist once; sharing the site's own entry point lets the build drop unused router code.
  '@solar/shared-routing': 'libs/shared/routing/package.json',
  '@solar/shared-ui': 'libs/shared/ui/package.json',
} as const;

export type WorkspaceSingleton = keyof typeof workspaceSingletons;

/**
 * What a remote needs of the shell's copy of @solar/shared-ui: the semver range its code was written against, declared
 * in the remote's rspack.config.ts (decision 043). The shell's copy is the one that runs; a remote whose range it does
 * not satisfy refuses to load (strictVersion) instead of running against code it was not written for.
 */
export type SharedUiRequirement = { '@solar/shared-ui': string };

export type SharedSingletonOptions = {
  /** A remote's declared range; the host requires the version it bundles. */
  requires?: SharedUiRequirement;
  /** Build as if a workspace library were at another version (tests of version mismatches only). */
  versionOverrides?: Partial<Record<WorkspaceSingleton, string>>;
};

function installedVersion(pkg: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8'));
  return manifest.version as string;
}

function workspaceVersion(manifestPath: string): string {
  return JSON.parse(readFileSync(join(workspaceRoot, manifestPath), 'utf8')).version as string;
}

function sharedUiEntry(version: string, requires: SharedUiRequirement | undefined): SharedEntry {
  const requiredVersion = requires?.['@solar/shared-ui'] ?? `^${version}`;
  if (!satisfies(version, requiredVersion)) {
    throw new Error(
      `This remote requires @solar/shared-ui ${requiredVersion}, but libs/shared/ui is ${version}: ` +
        "raise the remote's range in its rspack.config.ts (decision 043).",
    );
  }
  return { singleton: true, version, requiredVersion, strictVersion: true };
}

export function sharedSingletons(options: SharedSingletonOptions = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [request, pkg] of Object.entries(packageSingletons)) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  for (const [request, manifestPath] of Object.entries(workspaceSingletons) as [WorkspaceSingleton, string][]) {
    const version = options.versionOverrides?.[request] ?? workspaceVersion(manifestPath);
    shared[request] =
      request === '@solar/shared-ui'
        ? sharedUiEntry(version, options.requires)
        : { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

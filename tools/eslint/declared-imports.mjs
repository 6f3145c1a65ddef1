import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The one package.json that declares packages; the libraries' own package.json files only name them. */
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Files that run only in tests, builds and tools: they may import devDependencies. */
export const DEV_ONLY_FILES = [
  '**/*.spec.{ts,tsx}',
  '**/*.e2e-spec.ts',
  '**/*.e2e.ts',
  '**/*.testing.{ts,tsx}',
  '**/test/**',
  '**/e2e/**',
  '**/testing/**',
  '**/jest.config.{cjs,ts}',
  '**/rspack.config.ts',
  'jest.preset.cjs',
  'eslint.config.mjs',
  'tools/**',
  'libs/shared/testing/**',
];

/**
 * Every package a file imports is declared in package.json, in dependencies unless the file only runs in tests or
 * tools (decision 047): a package that arrives only as another's dependency can vanish or change major version in
 * any install. `@solar/*` are this workspace's own libraries.
 */
export const declaredImports = [
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/internal-regex': '^@solar/',
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: workspaceRoot,
          devDependencies: DEV_ONLY_FILES,
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
    },
  },
];

import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { noImportCycle } from './tools/lint-rules/no-import-cycle.mjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { declaredImports } from './tools/eslint/declared-imports.mjs';

const workspaceRoot = dirname(fileURLToPath(import.meta.url));

const onlyShared = ['scope:shared'];

function directories(path) {
  try {
    return readdirSync(join(workspaceRoot, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const apps = ['shell', ...directories('.').filter((name) => name.startsWith('mfe-'))];

/**
 * A feature of an app or remote imports no other feature but through that feature's public file, `api/index.ts`: an
 * endpoint's client lives in the feature that owns the endpoint, and another feature that calls it imports it from
 * there (decision 080). Anything else two features share lives in the app's shared folders (src/lib,
 * src/components), which import no feature; only src/app composes features (decision 044). Read from the tree, so a
 * new feature is covered without editing this file.
 */
const featureZones = apps.flatMap((app) => {
  const features = directories(`${app}/src/features`);
  return [
    ...features.map((feature) => ({
      target: `${app}/src/features/${feature}`,
      from: `${app}/src/features`,
      except: [
        `./${feature}`,
        ...features.filter((other) => other !== feature).map((other) => `./${other}/api/index.ts`),
      ],
      message: `A feature imports another only through its public file, features/<name>/api/index.ts; move anything else both use to ${app}/src/lib or ${app}/src/components.`,
    })),
    ...['lib', 'components'].map((shared) => ({
      target: `${app}/src/${shared}`,
      from: `${app}/src/features`,
      message: `${app}/src/${shared} is shared by features and imports none: take what it needs from a feature as a prop.`,
    })),
  ];
});

/** Who may import whom. A remote never imports another remote; the shell never imports a remote. */
const depConstraints = [
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', ...onlyShared] },
  { sourceTag: 'scope:content', onlyDependOnLibsWithTags: ['scope:content', ...onlyShared] },
  { sourceTag: 'scope:engage', onlyDependOnLibsWithTags: ['scope:engage', ...onlyShared] },
  { sourceTag: 'scope:donate', onlyDependOnLibsWithTags: ['scope:donate', ...onlyShared] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', ...onlyShared] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: onlyShared },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:contracts', 'type:util'],
  },
  {
    sourceTag: 'type:remote',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:contracts', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:contracts', 'type:util'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts', 'type:util'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:contracts', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/tmp', '**/coverage', 'data'],
  },
  ...declaredImports,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No module may import, however indirectly, a module that imports it back (issue 24): a cycle makes load order
    // decide what is undefined at run time, and hides which of two modules is the lower layer.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      'local/no-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones: featureZones }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Build and test configuration reaches into tools/ by design; it is not application code.
    files: [
      '**/rspack.config.ts',
      '**/jest.config.cjs',
      '**/jest.config.ts',
      'jest.preset.cjs',
      'tools/**',
      '**/e2e/**',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A page's first use of Intl loads the browser's locale data, a long task on a slow phone; public pages format
    // with @solar/shared-format instead (decision 034). The staff console, never measured for first visits, may use it.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mfe-*/src/**/*.{ts,tsx}',
      'libs/shared/ui/src/**/*.{ts,tsx}',
      'libs/content/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.spec.{ts,tsx}',
      '**/features/staff-*/**',
      'shell/src/features/staff-console/**',
      '**/lib/staff-*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Public pages format with @solar/shared-format, not Intl (decision 034).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Public pages format with @solar/shared-format, not toLocaleString (decision 034).',
        },
      ],
    },
  },
  {
    // The router is shared through its one entry point; importing the package itself would ship it whole (decision 032).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/shared/routing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import the router from @solar/shared-routing.',
          })),
        },
      ],
    },
  },
];

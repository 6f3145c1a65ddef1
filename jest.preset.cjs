// Shared Jest settings: SWC compiles TypeScript (with decorator metadata for NestJS) and JSX (Emotion runtime).
const path = require('node:path');

function swcTransform() {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          react: { runtime: 'automatic', importSource: '@emotion/react' },
        },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

const root = __dirname;
const { compilerOptions } = require('./tsconfig.base.json');

function aliasesFromTsconfig() {
  const entries = Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias}$`,
    path.join(root, target),
  ]);
  return Object.fromEntries(entries);
}

const { transformIgnoreExcept } = require('./tools/jest/esm-packages.cjs');

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform() },
  transformIgnorePatterns: transformIgnoreExcept(),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: {
    ...aliasesFromTsconfig(),
    '\\.(svg|png|jpg|jpeg|webp|mp4|webm|vtt)$': path.join(root, 'tools/jest/file-stub.cjs'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

const preset = require('../../jest.preset.cjs');
const { transformIgnoreExcept } = require('../../tools/jest/esm-packages.cjs');

/** The email templates (src/mail/templates/*.tsx) use React's own JSX runtime, as in rspack.config.ts. */
const emailTemplates = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: 'react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @react-email/render loads react-dom/server with import(), which Jest's CommonJS runtime cannot run, and
 * @fastify/cookie so loads the cookie package.
 */
const dynamicImportAsRequire = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 20000,
  // Word lists (the common-password list) load as text, as Rspack's asset/source bundles them.
  transform: {
    '\\.tsx$': emailTemplates,
    '@react-email[\\\\/]render[\\\\/].+\\.cjs$': dynamicImportAsRequire,
    '@fastify[\\\\/]cookie[\\\\/]index\\.js$': dynamicImportAsRequire,
    ...preset.transform,
    '\\.txt$': require.resolve('../../tools/jest/text-transform.cjs'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'txt'],
  // A built API a failed test left running is killed after its file, so Jest can exit (test/support/api-process.ts).
  setupFilesAfterEnv: ['<rootDir>/test/support/kill-leftover-apis.ts'],
  // @nestjs/terminus ships ES modules only: compile it to CommonJS like the sources (and @react-email/render, above),
  // and so do content-disposition 3, which @fastify/static (the Swagger UI's assets on Fastify) requires, and the
  // cookie package light-my-request (Fastify's inject(), in api-config.spec.ts) requires, and feed 6 (the articles' Atom feed),
  // and sanitize-html's htmlparser2 12 (the articles' Markdown, tools/jest/esm-packages.cjs).
  transformIgnorePatterns: transformIgnoreExcept([
    '@nestjs/terminus',
    '@react-email/render',
    '@fastify/static',
    '@fastify/cookie',
    'content-disposition',
    'light-my-request',
    'cookie/dist',
    'feed',
  ]),
};

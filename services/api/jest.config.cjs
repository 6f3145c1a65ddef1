module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 20000,
  // Word lists (the common-password list) load as text, as Rspack's asset/source bundles them.
  transform: { ...require('../../jest.preset.cjs').transform, '\\.txt$': require.resolve('../../tools/jest/text-transform.cjs') },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'txt'],
  // @nestjs/terminus ships ES modules only: compile it to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/terminus/)'],
};

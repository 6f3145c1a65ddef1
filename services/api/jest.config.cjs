module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 20000,
  // @nestjs/terminus ships ES modules only: compile it to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/terminus/)'],
};

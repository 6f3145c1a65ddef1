module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'container-checks',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
};

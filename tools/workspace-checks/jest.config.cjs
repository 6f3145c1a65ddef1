module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'workspace-checks',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
};

module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'kube-checks',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
};

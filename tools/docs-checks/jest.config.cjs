module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'docs-checks',
  rootDir: __dirname,
  testEnvironment: 'node',
};

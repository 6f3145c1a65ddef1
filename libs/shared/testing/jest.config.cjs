module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'shared-testing',
  rootDir: __dirname,
  testEnvironment: 'node',
};

module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'shared-data-access',
  rootDir: __dirname,
  testEnvironment: 'node',
};

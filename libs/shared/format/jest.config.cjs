module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'shared-format',
  rootDir: __dirname,
  testEnvironment: 'node',
};

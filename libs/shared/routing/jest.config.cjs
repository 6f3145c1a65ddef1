module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'shared-routing',
  rootDir: __dirname,
  testEnvironment: 'node',
};

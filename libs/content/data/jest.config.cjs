module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'content-data',
  rootDir: __dirname,
  testEnvironment: 'node',
};

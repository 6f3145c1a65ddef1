module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'static-host',
  rootDir: __dirname,
  testEnvironment: 'node',
};

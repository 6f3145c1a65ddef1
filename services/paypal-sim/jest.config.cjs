module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'paypal-sim',
  rootDir: __dirname,
  testEnvironment: 'node',
};

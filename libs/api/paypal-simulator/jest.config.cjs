module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'paypal-simulator',
  rootDir: __dirname,
  testEnvironment: 'node',
};

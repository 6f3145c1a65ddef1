/** The proof that one remote ships alone (about a minute): `nx run delivery-proof:proof`. */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'delivery-proof',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.proof.ts'],
  testTimeout: 240_000,
};

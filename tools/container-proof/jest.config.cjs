/** Fast checks of the proof's helpers; the proof itself is `npm run proof:containers`. */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'container-proof',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

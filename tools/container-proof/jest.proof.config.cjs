/** The site in containers (run by run.sh, which starts the engine and builds the images first). */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'container-proof',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.proof.ts'],
  testTimeout: 600_000,
};

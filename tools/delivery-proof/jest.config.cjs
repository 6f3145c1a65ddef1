/** Fast checks: the build stamp, the proof's helpers, and the built remotes' manifests against the shell's route table. */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'delivery-proof',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

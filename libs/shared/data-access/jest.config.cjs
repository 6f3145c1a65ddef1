module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'shared-data-access',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEnv: [require.resolve('../../../tools/jest/dom-setup.cjs')],
};

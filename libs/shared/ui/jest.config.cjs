module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'shared-ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../../../tools/jest/dom-setup.cjs')],
};

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-content',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../tools/jest/dom-setup.cjs')],
};

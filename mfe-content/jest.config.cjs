module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-content',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('./jest.polyfills.cjs')],
  setupFilesAfterEnv: [require.resolve('../tools/jest/dom-setup.cjs')],
};

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../tools/jest/dom-setup.cjs')],
};

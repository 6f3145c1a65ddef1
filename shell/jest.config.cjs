module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../tools/jest/dom-setup.cjs')],
  // The cookie package (the server's gift marker) ships ES modules only: compile it to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!cookie/dist/)'],
};

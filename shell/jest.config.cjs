const preset = require('../jest.preset.cjs');
const { transformIgnoreExcept } = require('../tools/jest/esm-packages.cjs');

module.exports = {
  ...preset,
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../tools/jest/dom-setup.cjs')],
  // The cookie package (the server's gift marker), http-proxy-middleware, its httpxy (an .mjs) and is-plain-obj ship ES modules
  // only: compile them to CommonJS like the sources.
  transform: { ...preset.transform, '\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  moduleFileExtensions: [...preset.moduleFileExtensions, 'mjs'],
  transformIgnorePatterns: transformIgnoreExcept(['cookie/dist', 'http-proxy-middleware', 'httpxy', 'is-plain-obj']),
};

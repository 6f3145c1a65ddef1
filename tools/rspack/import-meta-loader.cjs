// @ts-check
/**
 * For ES modules from node_modules bundled into a CommonJS main.js (tools/rspack/node-app.ts): their
 * `import.meta.dirname` / `import.meta.filename` would stay in the output as written, and Node would then
 * read the whole main.js as an ES module, where require() does not exist. Inside the bundle the module's
 * own folder is the bundle's folder, so they become __dirname / __filename.
 * @param {string} source
 */
module.exports = function importMetaLoader(source) {
  return source.replace(/\bimport\.meta\.dirname\b/g, '__dirname').replace(/\bimport\.meta\.filename\b/g, '__filename');
};

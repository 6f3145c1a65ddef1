/**
 * sanitize-html 2.18 (CommonJS) requires htmlparser2 12, which ships ES modules only, as do its own dependencies
 * (decision 065): Jest's CommonJS runtime compiles them like the sources instead of skipping them. They sit under
 * sanitize-html's own node_modules, hence the optional prefix.
 */
const ESM_ONLY_PACKAGES = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

/** A transformIgnorePatterns list that compiles these packages, and a project's own ES-module-only `more`. */
function transformIgnoreExcept(more = []) {
  const names = [...ESM_ONLY_PACKAGES, ...more].join('|');
  return [`/node_modules/(?!(sanitize-html/node_modules/)?(${names})/)`];
}

module.exports = { ESM_ONLY_PACKAGES, transformIgnoreExcept };

// Plain-text files (e.g. a word list) become a module exporting their text, as Rspack's asset/source does.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };` };
  },
};

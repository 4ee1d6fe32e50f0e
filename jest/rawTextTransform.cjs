/** jest: a data file of the mock's seeds (.html, .txt) imported as its text, as webpack's asset/source does. */
module.exports = {
  process(sourceText) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };` };
  },
};

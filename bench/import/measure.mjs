// One fresh process's figures for bench/import-time.mjs: `node measure.mjs <what>` prints JSON.
// msw/node: the import alone. in-js: the import, then the first and a later createMockService().
// in-js/testing: the import alone. Each import is timed in this process (not Node's own start-up).
const what = process.argv[2];
const started = performance.now();
const module = await import(what);
const figures = { import: performance.now() - started };
if (what === 'in-js') {
  let before = performance.now();
  module.createMockService();
  figures.firstService = performance.now() - before;
  before = performance.now();
  module.createMockService();
  figures.laterService = performance.now() - before;
}
console.log(JSON.stringify(figures));

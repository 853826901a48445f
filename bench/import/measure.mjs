// One fresh process's figures for bench/import-time.mjs: `node measure.mjs <what>` prints JSON, wall
// and CPU milliseconds (CPU: this process's, all its threads, a steadier figure on a busy machine).
// msw/node, msw, in-js/testing: the import alone. in-js: the import, then the first and a later
// createMockService(). Each import is timed inside the process (not Node's own start-up).
const what = process.argv[2];
const cpu = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
let cpuStart = process.cpuUsage();
let started = performance.now();
const module = await import(what);
const figures = { import: performance.now() - started, importCpu: cpu(cpuStart) };
if (what === 'in-js') {
  cpuStart = process.cpuUsage();
  started = performance.now();
  module.createMockService();
  figures.firstService = performance.now() - started;
  figures.firstServiceCpu = cpu(cpuStart);
  started = performance.now();
  module.createMockService();
  figures.laterService = performance.now() - started;
}
console.log(JSON.stringify(figures));

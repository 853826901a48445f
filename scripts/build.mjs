// `npm run build`: the framework's bundle (dist/in.js, dist/in.min.js) beside the service's
// compilation (dist/mock-server/, whose compiler is its type check), then, side by side, the two
// bundles of that compiled output: the page-only mock (dist/in-mock-worker.js) and the package's
// entries (dist/entries/, rollup.node.config.mjs). The two chains share nothing, so they run side by
// side; the build fails when any step fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rollup = require.resolve('rollup/dist/bin/rollup');
const tsc = require.resolve('typescript/bin/tsc');

/** Runs `node <args>` with this terminal; resolves with whether it passed. */
function node(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

const chains = [
  // The framework.
  async () => node([rollup, '-c', '--silent']),
  // The service, then the page-only mock and the package's entries built from it.
  async () =>
    (await node([tsc, '-p', 'tsconfig.server.json'])) &&
    (await Promise.all([node([rollup, '-c', 'rollup.worker.config.mjs', '--silent']), node([rollup, '-c', 'rollup.node.config.mjs', '--silent'])])).every(Boolean),
];
const passed = await Promise.all(chains.map((chain) => chain()));
process.exit(passed.every(Boolean) ? 0 : 1);

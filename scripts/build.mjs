// `npm run build`: the framework's bundle (dist/in.js, dist/in.min.js) beside the service's
// compilation (dist/mock-server/, whose compiler is its type check), then the page-only mock
// (dist/in-mock-worker.js), which bundles that compiled output. The two chains share nothing, so they
// run side by side; the build fails when either fails.
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
  // The service, then the page-only mock built from it.
  async () => (await node([tsc, '-p', 'tsconfig.server.json'])) && node([rollup, '-c', 'rollup.worker.config.mjs', '--silent']),
];
const passed = await Promise.all(chains.map((chain) => chain()));
process.exit(passed.every(Boolean) ? 0 : 1);

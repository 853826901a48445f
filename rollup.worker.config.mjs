// The mock service for a browser page with no server (MSW's setupWorker): dist/in-mock-worker.js
// defines the global InMock from the compiled browser entry (dist/mock-server/worker.js), with
// everything it needs bundled, MSW's browser build included, and minified; dist/mockServiceWorker.js
// is MSW's worker script of the same MSW version. A page needs these two and dist/in.js
// (docs/node-api.md, "A page with no server"). Modern browsers only: service workers do not exist
// where the legacy rules apply.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';

const mswWorker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

export default {
  input: 'dist/mock-server/worker.js',
  // One file: what the service loads when first needed (jose, for the first id_token) is inlined.
  output: { file: 'dist/in-mock-worker.js', format: 'iife', name: 'InMock', sourcemap: true, inlineDynamicImports: true },
  plugins: [
    nodeResolve({ browser: true, preferBuiltins: false }),
    commonjs(),
    json(),
    terser({ ecma: 2020, module: false, compress: { passes: 1 } }),
    {
      name: 'msw-worker-script',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(mswWorker, 'utf8') });
      },
    },
  ],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.ids?.[0] ?? '')) return;
    warn(warning);
  },
};

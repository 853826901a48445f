// The mock service for a browser page (MSW's setupWorker): dist/in-mock-worker.js defines the
// global InMock from the compiled browser entry (dist/mock-server/browser.js), with its
// dependencies bundled and MSW taken from MSW's own browser build (global MockServiceWorker).
// Modern browsers only: service workers do not exist where the legacy rules apply.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';

export default {
  input: 'dist/mock-server/worker.js',
  external: ['msw', 'msw/browser'],
  output: { file: 'dist/in-mock-worker.js', format: 'iife', name: 'InMock', globals: { msw: 'MockServiceWorker', 'msw/browser': 'MockServiceWorker' }, sourcemap: true },
  plugins: [nodeResolve({ browser: true, preferBuiltins: false }), commonjs(), json()],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.ids?.[0] ?? '')) return;
    warn(warning);
  },
};

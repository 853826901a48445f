// The package's entries as bundles (dist/entries/), built from the service as tsc wrote it
// (dist/mock-server/): importing 384 modules one by one cost a test file more than the code in them
// (issue 53). Two builds:
// - Node: `in-js`, `in-js/testing`, `in-js/testing/playwright`, `in-js/testing/hosts` and the command
//   line (with the msw check bin/in-mock-server.js runs first), sharing their code in chunks/. The
//   entries still load the service by dynamic import after the msw check (mock-server/entries/), and
//   the check's chunk (msw-check.js) imports nothing that imports msw. msw and @playwright/test are
//   the user's (peers), never bundled; so are Node's built-ins. The dependencies are bundled (fewer,
//   smaller files to load than their packages: see docs/architecture.md for the figures), except
//   selfsigned (imported only for --https without a certificate; a large tree) and ajv (its compiler
//   is not used at all: the fixture schema's validator is compiled at build time, and only needs
//   ajv's small runtime helper); fast-xml-parser is loaded on first use (lazyFastXmlParser.mjs). The
//   modules with a build-time version get it, and the data set's generator is left out (tscOutput.mjs).
//   Minified without compression (names kept in stack traces; the source maps lead to the TypeScript).
// - Browser: `in-js/browser`, for the user's bundler: one file, every package left to that bundler.
import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { tscOutput } from './scripts/bundle/tscOutput.mjs';
import { lazyFastXmlParser } from './scripts/bundle/lazyFastXmlParser.mjs';

/** Packages the Node bundles leave to the user's node_modules. */
export const NODE_EXTERNAL = ['msw', '@playwright/test', 'selfsigned', 'ajv'];
/** The Node entries: name in dist/entries/ → tsc's output. */
export const NODE_ENTRIES = {
  main: 'dist/mock-server/entries/main.js',
  testing: 'dist/mock-server/entries/testing.js',
  playwright: 'dist/mock-server/entries/playwright.js',
  hosts: 'dist/mock-server/entries/hosts.js',
  cli: 'dist/mock-server/server/cli.js',
  'msw-check': 'dist/mock-server/msw/mswCopies.js',
};

const isPackage = (id, names) => names.some((name) => id === name || id.startsWith(`${name}/`));
const isBuiltin = (id) => id.startsWith('node:') || builtinModules.includes(id);

export default [
  {
    input: NODE_ENTRIES,
    external: (id) => isBuiltin(id) || isPackage(id, NODE_EXTERNAL),
    output: { dir: 'dist/entries', format: 'es', sourcemap: true, chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [
      // Chunks are named by their content: the last build's would stay beside the new ones.
      { name: 'clean', buildStart: () => rmSync('dist/entries', { recursive: true, force: true }) },
      tscOutput({ buildTime: true }),
      lazyFastXmlParser(),
      nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
      commonjs(),
      json(),
      terser({ compress: false, mangle: true, keep_classnames: true, keep_fnames: true, module: true, format: { comments: 'some', ascii_only: true, wrap_func_args: false } }),
    ],
  },
  {
    input: { browser: 'dist/mock-server/browser.js' },
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    output: { dir: 'dist/entries', format: 'es', sourcemap: true },
    plugins: [tscOutput()],
  },
];

#!/usr/bin/env node
// Runs the bundled standalone server (dist/entries/cli.js, rollup.node.config.mjs): the published
// package ships it built (npm pack builds it, prepack); in a clone of the repository, `npm run build`
// builds it. The msw check comes first: the server is made of msw handlers, and without msw (a peer
// dependency) or with another major release, loading them would end in a bare module error instead
// of a sentence.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/entries/cli.js', import.meta.url);
const check = new URL('../dist/entries/msw-check.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error('in-mock-server: the server is not built yet; run `npm run build` in the in-js folder first.');
  process.exit(1);
}
const { assertCompatibleMsw } = await import(check.href);
try {
  assertCompatibleMsw('server');
} catch (error) {
  console.error(`in-mock-server: ${error.message.replace(/^in-js: /, '')}`);
  process.exit(1);
}
await import(cli.href);

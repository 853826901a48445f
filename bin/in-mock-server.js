#!/usr/bin/env node
// Runs the compiled standalone server: the published package ships it built (npm pack builds it,
// prepack); in a clone of the repository, `npm run build` builds it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/mock-server/server/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error('in-mock-server: the server is not built yet; run `npm run build` in the in-js folder first.');
  process.exit(1);
}
await import(cli.href);

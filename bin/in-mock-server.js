#!/usr/bin/env node
// Runs the compiled standalone server; `npm ci` builds it (the package's prepare script).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/mock-server/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error('in-mock-server: the server is not built yet; run `npm run build` in the in-js folder first.');
  process.exit(1);
}
await import(cli.href);

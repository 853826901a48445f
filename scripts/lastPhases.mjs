// The last two phases of `npm test`, side by side: the many-workers run against one shared server
// (`playwright test -c e2e/tenants`) and the WebKit checks (scripts/webkit.mjs). They share nothing
// (the tenants' server has a fixed port, each WebKit check starts its own server on a free one).
// Fails when either fails; each one's output is printed whole when it ends, so they do not interleave.
import { spawn } from 'node:child_process';

const phases = [
  ['playwright tenants', process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/tenants']],
  ['webkit', process.execPath, ['scripts/webkit.mjs']],
];

const results = await Promise.all(
  phases.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => out.push(chunk));
        child.on('close', (code, signal) => {
          process.stdout.write(`\n== ${name} ==\n${Buffer.concat(out).toString()}`);
          resolve({ name, ok: code === 0, code: code ?? signal });
        });
      }),
  ),
);
const failed = results.filter((result) => !result.ok);
for (const result of failed) console.error(`${result.name} failed (exit ${result.code})`);
process.exit(failed.length ? 1 : 0);

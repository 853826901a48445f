// `npm test`: every phase `.ci/run` needs, each started as soon as what it needs is done, so the
// machine's cores stay busy. The build, the SDK's type checks and the browsers' check run side by
// side; then Vitest, on one worker here (it takes one per core when run alone), runs beside
// Playwright, and the packed package's test (test/package/, a fresh project's installs and runs)
// beside both as its own phase, `package`. The run is CPU-bound (both cores busy throughout: its length is about its CPU time
// over the cores), so what matters is that no phase is left running alone at the end: the browser
// phases run at a lower CPU priority (nice 4, which their browsers inherit), so that Vitest's one
// worker, served first, ends with them (measured: nice 10 left Playwright's two workers alone for
// the last 40 s; nice 4 ends both within 4 s of each other). The many-workers run (`-c e2e/tenants`,
// a fixed port) runs beside them from the start; the WebKit checks start when the first of Vitest
// and Playwright has ended, beside the other's last seconds (beside both, the admin page's live
// redraws outran WebKitGTK's driver on a loaded machine: two failures in six runs; after Playwright
// only, they ran alone for their last 14 s once Vitest ended first); WebKitGTK's packages are
// installed (where missing) as soon as the browsers' install is done. Each output line is
// prefixed with its phase; a failed phase fails the run, and a phase whose prerequisite failed is
// skipped. A failed `fatal` phase (the browsers' check and install: a browser missing or older than
// the pinned Playwright drives, scripts/browserSetup.mjs) stops the whole run at once, every phase
// still running killed, with its one message instead of a failure per test minutes later.
// `--only a,b` runs only the phases named (what they need must be among them or is taken as done).
// The closing table gives each phase's wall time.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const node = process.execPath;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const playwright = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js');

/**
 * name; `needs`: the phases that must have passed first (skipped otherwise); `after`: phases that
 * must have ended first, passed or not (one browser phase at a time); `afterOne`: phases of which
 * one must have ended first; `nice`: a lower CPU priority for the phase and every process it
 * starts; `fatal`: its failure stops the run; the command.
 */
// Where the WebKit run leaves its results, for the table printed once Playwright's report is written.
const webkitResults = join(tmpdir(), `in-js-webkit-${process.pid}.json`);
process.env.WEBKIT_RESULTS = webkitResults;
rmSync(webkitResults, { force: true });

const PACKED_PACKAGE_TEST = 'test/package/packedPackage.test.ts';

const PHASES = [
  { name: 'build', command: [npm, ['run', 'build']] },
  { name: 'typecheck:sdk', command: [npm, ['run', 'typecheck:sdk']] },
  { name: 'browsers', fatal: true, command: [node, ['scripts/ensure-browsers.mjs']] },
  // WebKitGTK's driver and Xvfb, once the browsers' install has let go of apt's lock: on a new
  // machine their download runs beside the tests instead of at the end of the run.
  { name: 'webkit:install', after: ['browsers'], fatal: true, command: [node, ['scripts/webkit.mjs', '--install']] },
  // The packed package's test (npm pack, installs, tsc, Vitest and Chromium in a fresh project:
  // about 66 core-s, its own processes) beside the other Vitest files instead of within their one
  // worker: there it kept that worker for a minute, and Vitest ended alone, 47 s after Playwright,
  // one core idle (measured on a new machine at 4e6fe39).
  { name: 'vitest', needs: ['build'], command: [node, [vitest, 'run', '--maxWorkers=1', '--exclude', PACKED_PACKAGE_TEST]] },
  { name: 'package', needs: ['build', 'browsers'], command: [node, [vitest, 'run', PACKED_PACKAGE_TEST]] },
  { name: 'playwright', needs: ['build', 'browsers'], nice: 4, command: [node, [playwright, 'test']] },
  { name: 'tenants', needs: ['build', 'browsers'], nice: 4, command: [node, [playwright, 'test', '-c', 'e2e/tenants']] },
  { name: 'webkit', needs: ['build'], after: ['webkit:install'], afterOne: ['vitest', 'playwright'], nice: 4, command: [node, ['scripts/webkit.mjs']] },
  // Each flow family's WebKit checks beside the Chromium and Firefox tests of the same family.
  { name: 'webkit:summary', after: ['webkit', 'playwright'], command: [node, ['e2e/webkit/summary.mjs', webkitResults]] },
];

const onlyAt = process.argv.indexOf('--only');
if (onlyAt > 0) {
  const only = (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean);
  const unknown = only.filter((name) => !PHASES.some((phase) => phase.name === name));
  if (unknown.length || only.length === 0) {
    console.error(`npm test: --only takes phase names separated by commas (${PHASES.map((phase) => phase.name).join(', ')}); got "${process.argv[onlyAt + 1] ?? ''}".`);
    process.exit(2);
  }
  const kept = (names) => names?.filter((name) => only.includes(name));
  PHASES.splice(0, PHASES.length, ...PHASES.filter((phase) => only.includes(phase.name)).map((phase) => ({ ...phase, needs: kept(phase.needs), after: kept(phase.after), afterOne: kept(phase.afterOne)?.length ? kept(phase.afterOne) : undefined })));
}

const width = Math.max(...PHASES.map((phase) => phase.name.length));
const started = performance.now();
const seconds = (from, to = performance.now()) => Math.round((to - from) / 1000);

/** Writes `chunk` line by line, each line prefixed with the phase's name. */
function prefixer(name, stream) {
  let rest = '';
  const label = name.padEnd(width) + ' | ';
  return {
    write(chunk) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) stream.write(label + line + '\n');
    },
    end() {
      if (rest) stream.write(label + rest + '\n');
      rest = '';
    },
  };
}

/** The children still running, each the leader of its own process group. */
const running = new Set();
let stopped = null;

/** Ends every phase still running, with whatever it started (browsers, workers). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Runs one phase; resolves with its result. */
function run(phase) {
  const [command, args] = phase.command;
  const from = performance.now();
  console.log(`${phase.name.padEnd(width)} | started at ${seconds(started, from)} s: ${[command === node ? 'node' : command, ...args.map((arg) => arg.replace(process.cwd() + '/', ''))].join(' ')}`);
  return new Promise((resolve) => {
    // Its own process group, so that a stop ends everything it started.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
    running.add(child);
    if (phase.nice && child.pid) {
      try {
        setPriority(child.pid, phase.nice);
      } catch {
        // Not permitted here: the phase runs at the usual priority, only less evenly shared.
      }
    }
    const out = prefixer(phase.name, process.stdout);
    const err = prefixer(phase.name, process.stderr);
    child.stdout.setEncoding('utf8').on('data', (chunk) => out.write(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => err.write(chunk));
    child.on('error', (error) => err.write(`${error.message}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      out.end();
      err.end();
      const ok = code === 0;
      const halted = !ok && stopped !== null;
      console.log(`${phase.name.padEnd(width)} | ${ok ? 'passed' : halted ? 'stopped' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(from)} s`);
      resolve({ ok, halted, from, to: performance.now() });
      if (!ok && phase.fatal && stopped === null) {
        stopped = phase.name;
        stopAll();
      }
    });
  });
}

const results = new Map();
const pending = new Map();
/** Starts `phase` once the phases before it have ended; skips it when one it needs failed. */
function schedule(phase) {
  if (!pending.has(phase.name)) {
    const needs = phase.needs ?? [];
    const before = [...needs, ...(phase.after ?? [])].map((name) => schedule(PHASES.find((other) => other.name === name)));
    if (phase.afterOne) before.push(Promise.race(phase.afterOne.map((name) => schedule(PHASES.find((other) => other.name === name)))));
    const promise = Promise.all(before).then((ended) => {
      if (stopped !== null) {
        const result = { ok: false, skipped: true };
        results.set(phase.name, result);
        return result;
      }
      if (ended.slice(0, needs.length).some((result) => !result.ok)) {
        console.log(`${phase.name.padEnd(width)} | skipped: ${needs.join(' or ')} failed`);
        const result = { ok: false, skipped: true };
        results.set(phase.name, result);
        return result;
      }
      return run(phase).then((result) => (results.set(phase.name, result), result));
    });
    pending.set(phase.name, promise);
  }
  return pending.get(phase.name);
}

await Promise.all(PHASES.map(schedule));
rmSync(webkitResults, { force: true });

if (stopped !== null) {
  console.log(`\nnpm test: stopped after ${seconds(started)} s: phase ${stopped} failed (its message is above), so nothing that needs it was started and what was running was ended.`);
}
console.log(`\nnpm test, ${seconds(started)} s in all:`);
for (const phase of PHASES) {
  const result = results.get(phase.name);
  const when = result.skipped ? 'skipped' : `${String(seconds(result.from, result.to)).padStart(4)} s  (from ${seconds(started, result.from)} s to ${seconds(started, result.to)} s)`;
  console.log(`  ${phase.name.padEnd(width)}  ${result.ok ? 'passed' : result.skipped ? '      ' : result.halted ? 'ended ' : 'FAILED'}  ${when}`);
}
process.exit(PHASES.every((phase) => results.get(phase.name).ok) ? 0 : 1);

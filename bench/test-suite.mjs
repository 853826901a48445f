// How long the project's own loops take, on this machine, now: `npm run test:unit` in this
// checkout (warm: node_modules and Vitest's cache in place), and `npm ci && npm test` in a fresh
// clone of the committed HEAD (npm's cache and the browsers, installed by the project's own
// script, are the machine's). Wall-clock seconds; a busy machine makes both longer, so the lines
// say how busy it was (the load average at the start).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/** Runs a command, quietly; resolves { seconds, ok }. */
function timed(command, args, cwd) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CI: '1' } });
    let tail = '';
    child.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-2000)));
    child.on('close', (code) => resolve({ seconds: (performance.now() - started) / 1000, ok: code === 0, tail }));
  });
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
const load = () => loadavg()[0].toFixed(1);

/** `npm run test:unit` on this checkout. */
export async function unitSuite() {
  const before = load();
  const { seconds, ok, tail } = await timed('npm', ['run', 'test:unit'], process.cwd());
  console.log(`tests    npm run test:unit, warm checkout: ${minutes(seconds)}${ok ? '' : ' (FAILED)'}   goal <= 1 min 30 s; anchor ~3 min 30 s   (load average ${before} at the start)`);
  if (!ok) console.log(tail);
  return { name: 'npm run test:unit, warm', value: minutes(seconds) + (ok ? '' : ' (failed)'), goal: '<= 1 min 30 s', anchor: '~3 min 30 s', met: ok && seconds <= 90 };
}

/** `npm ci && npm test` in a fresh clone of HEAD. */
export async function freshSuite() {
  const dir = mkdtempSync(join(tmpdir(), 'in-js-fresh-'));
  const before = load();
  try {
    const clone = await timed('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), dir], process.cwd());
    if (!clone.ok) throw new Error(clone.tail);
    const ci = await timed('npm', ['ci', '--no-audit', '--no-fund'], dir);
    const test = ci.ok ? await timed('npm', ['test'], dir) : { seconds: 0, ok: false, tail: ci.tail };
    const seconds = ci.seconds + test.seconds;
    const ok = ci.ok && test.ok;
    console.log(
      `tests    fresh clone of HEAD, npm ci (${minutes(ci.seconds)}) && npm test (${minutes(test.seconds)}): ${minutes(seconds)}${ok ? '' : ' (FAILED)'}   goal <= 6 min; anchor 12 min   (load average ${before} at the start)`,
    );
    if (!ok) console.log(test.tail);
    return { name: 'fresh clone: npm ci && npm test', value: minutes(seconds) + (ok ? '' : ' (failed)'), goal: '<= 6 min', anchor: '12 min', met: ok && seconds <= 360 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// What every test file of a user pays before its first request (issue 53): the import of
// `msw/node` (the anchor), of `in-js` and of `in-js/testing`, the first and a later
// createMockService(), each in a fresh `node` process (bench/import/measure.mjs); and a user's test
// file (import, create, one request: bench/import/inJs.test.mjs) run whole in a fresh process, beside
// the same file on MSW alone (msw.test.mjs). The kinds alternate, round after round, so a burst of
// noise on this shared machine lands on all of them; the figures are medians of RUNS processes.
// Goals: the import of in-js at most 1.5 × the import of msw/node, the first service at most 50 ms.
// Anchors, measured before the work (main 6acb101, this 2-core machine, medians of seven processes):
// msw/node 229 ms, in-js 1,087 ms (4.7×), the first service 184 ms, a later one 15 ms.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';

const RUNS = Number(process.env.IMPORT_RUNS ?? 7);
export const IMPORT_RATIO_GOAL = 1.5;
export const FIRST_SERVICE_GOAL_MS = 50;
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** Runs `node <args>` to its end; its wall time, and what it printed (parsed when `json`). */
function fresh(args, json) {
  const started = performance.now();
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  const wall = performance.now() - started;
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${child.stdout}${child.stderr}`);
  return json ? JSON.parse(child.stdout.trim().split('\n').pop()) : { wall };
}

const KINDS = {
  'msw/node': () => fresh([here('./import/measure.mjs'), 'msw/node'], true),
  'in-js': () => fresh([here('./import/measure.mjs'), 'in-js'], true),
  'in-js/testing': () => fresh([here('./import/measure.mjs'), 'in-js/testing'], true),
  'test file, in-js': () => fresh(['--test-reporter=dot', here('./import/inJs.test.mjs')]),
  'test file, MSW alone': () => fresh(['--test-reporter=dot', here('./import/msw.test.mjs')]),
};

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;

/** Prints the figures; returns the two that have goals for the summary. */
export default async function importTime() {
  const load = loadavg()[0].toFixed(1);
  const runs = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, []]));
  for (let round = 0; round < RUNS; round++) for (const [kind, run] of Object.entries(KINDS)) runs[kind].push(run());
  const of = (kind, figure) => median(runs[kind].map((run) => run[figure]));
  const msw = of('msw/node', 'import');
  const inJs = of('in-js', 'import');
  const first = of('in-js', 'firstService');
  const ratio = inJs / msw;
  console.log(`import   fresh node processes, medians of ${RUNS}, alternating (load average ${load} at the start):`);
  console.log(`  import('msw/node')                ${ms(msw).padStart(9)}   the anchor`);
  console.log(`  import('in-js')                   ${ms(inJs).padStart(9)}   ${ratio.toFixed(2)}× msw/node (goal ≤ ${IMPORT_RATIO_GOAL}×: ${ratio <= IMPORT_RATIO_GOAL ? 'met' : 'NOT met'})`);
  console.log(`  import('in-js/testing')           ${ms(of('in-js/testing', 'import')).padStart(9)}   ${(of('in-js/testing', 'import') / msw).toFixed(2)}× msw/node`);
  console.log(`  first createMockService()         ${ms(first).padStart(9)}   goal ≤ ${FIRST_SERVICE_GOAL_MS} ms: ${first <= FIRST_SERVICE_GOAL_MS ? 'met' : 'NOT met'}`);
  console.log(`  a later createMockService()       ${ms(of('in-js', 'laterService')).padStart(9)}`);
  const testFile = of('test file, in-js', 'wall');
  const mswFile = of('test file, MSW alone', 'wall');
  console.log(`  a test file, whole process: in-js/testing ${ms(testFile)}, MSW alone with one handler ${ms(mswFile)} (+${ms(testFile - mswFile)}; node:test, import, create, one request)`);
  return [
    { name: "import('in-js') / import('msw/node')", value: `${ratio.toFixed(2)}× (${ms(inJs)} / ${ms(msw)})`, goal: `<= ${IMPORT_RATIO_GOAL}×`, anchor: '4.7× (1,087 / 229 ms)', met: ratio <= IMPORT_RATIO_GOAL },
    { name: 'first createMockService()', value: ms(first), goal: `<= ${FIRST_SERVICE_GOAL_MS} ms`, anchor: '184 ms', met: first <= FIRST_SERVICE_GOAL_MS },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) await importTime();

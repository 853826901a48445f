// The WebKit run's closing lines: per flow family, WebKit's checks passed beside the Chromium and
// Firefox tests of the same family in the last Playwright run, read from the JSON report that
// playwright.config.ts writes (a family names its specs, and tests, by `playwright(file, title)`).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './families/index.mjs';

export const PLAYWRIGHT_REPORT = 'test-results/playwright.json';
const ENGINES = ['chromium', 'firefox'];

/** Every test of the report as { file, title, engine, ok }: same-site and cross-site projects alike. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') continue;
        tests.push({ file: spec.file, title: spec.title, engine: test.projectName.replace(/-(same-site|cookies)$/, ''), ok: test.status === 'expected' || test.status === 'flaky' });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

const tally = (passed, total) => `${passed}/${total}`.padStart(7);

/** Prints a line per family run: WebKit's passed/total, then each engine's in the last Playwright run. */
export function printSummary(results, seconds) {
  let tests = null;
  let when = '';
  if (existsSync(PLAYWRIGHT_REPORT)) {
    const report = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8'));
    tests = playwrightTests(report);
    when = report.stats?.startTime ? ` (Playwright run of ${report.stats.startTime})` : '';
  }
  const width = Math.max(11, ...[...results.keys()].map((family) => family.family.length));
  console.log(`\nflow family${' '.repeat(width - 11)}   webkit ${ENGINES.map((engine) => engine.padStart(8)).join(' ')}${when}`);
  let passed = 0;
  let total = 0;
  for (const [family, result] of results) {
    passed += result.passed;
    total += result.passed + result.failed;
    const engines = ENGINES.map((engine) => {
      if (!tests) return '     n/a'.padStart(8);
      const mine = tests.filter((test) => test.engine === engine && family.playwright(test.file, test.title));
      return mine.length ? tally(mine.filter((test) => test.ok).length, mine.length).padStart(8) : '  no run'.padStart(8);
    });
    console.log(`${family.family.padEnd(width)}  ${tally(result.passed, result.passed + result.failed)} ${engines.join(' ')}`);
  }
  if (!tests) console.log(`(Chromium and Firefox: no Playwright report at ${PLAYWRIGHT_REPORT}; \`npx playwright test\` writes it)`);
  console.log(`${passed} passed, ${total - passed} failed in ${seconds} s`);
}

/** What a run found, as data: `{ seconds, families: { [family name]: { passed, failed } } }`. */
export function summaryRecord(results, seconds) {
  return { seconds, families: Object.fromEntries([...results].map(([family, result]) => [family.family, result])) };
}

/** The table of a run written by summaryRecord(), beside the Playwright report as it is now. */
export function printSummaryOf(record) {
  const results = new Map(FAMILIES.filter((family) => record.families[family.family]).map((family) => [family, record.families[family.family]]));
  printSummary(results, record.seconds);
}

// `node e2e/webkit/summary.mjs <file>`: the table of the WebKit run that wrote <file>.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    console.log(`webkit summary: no WebKit results${file ? ` at ${file}` : ''} (the WebKit run was skipped or did not end).`);
  } else {
    printSummaryOf(JSON.parse(readFileSync(file, 'utf8')));
  }
}

// The framework in WebKit (Debian's WebKitGTK MiniBrowser, the engine of Safari), driven over
// W3C WebDriver because Playwright cannot drive it here. Run by `npm test` under xvfb-run
// (scripts/webkit.mjs); each check gets a fresh mock server and app server, as the Playwright
// tests do, with the page on another site than the service (http://localhost:P1 and
// http://127.0.0.1:P2) unless the check says otherwise. The checks are grouped by flow family
// (families/*.mjs); the run ends with a line per family: WebKit's result beside Chromium's and
// Firefox's in the last Playwright run (./summary.mjs). `node e2e/webkit/run.mjs share` runs the
// families whose name contains "share".
import { performance } from 'node:perf_hooks';
import { startServer } from '../../dist/mock-server/index.js';
import { startWebKit } from './webdriver.mjs';
import { appServer } from './support.mjs';
import { printSummary, summaryRecord } from './summary.mjs';
import { writeFileSync } from 'node:fs';
import { FAMILIES } from './families/index.mjs';

const DRIVER_PORT = 4460 + (process.pid % 100);
const only = process.argv[2];
const started = performance.now();
const results = new Map();

const wk = await startWebKit(DRIVER_PORT);
try {
  for (const family of FAMILIES.filter((one) => !only || one.family.includes(only))) {
    const result = { passed: 0, failed: 0 };
    results.set(family, result);
    for (const [name, check] of Object.entries(family.checks)) {
      const mock = await startServer({ port: 0 });
      const app = await appServer();
      const main = await wk.window();
      try {
        await check(wk, mock, app);
        result.passed++;
        console.log(`  ✓ [webkit] ${family.family} › ${name}`);
      } catch (error) {
        result.failed++;
        console.log(`  ✘ [webkit] ${family.family} › ${name}\n      ${error.message}`);
      } finally {
        // A failed check may leave a popup or a dialog open: the next one starts from one window.
        await closeOthers(wk, main);
        app.close();
        await mock.close();
      }
    }
    await family.close?.();
  }
} finally {
  await wk.close();
}

/** Closes every window but `main`, and any confirm() left open in it. */
async function closeOthers(wk, main) {
  try {
    for (const handle of await wk.windows()) {
      if (handle === main) continue;
      await wk.switchTo(handle);
      await wk.closeWindow();
    }
    await wk.switchTo(main);
    await wk.acceptAlert().catch(() => {});
  } catch {
    // The next check reports what is wrong with the browser.
  }
}

const failed = [...results.values()].reduce((sum, result) => sum + result.failed, 0);
const seconds = Math.round((performance.now() - started) / 100) / 10;
if (process.env.WEBKIT_RESULTS) {
  // npm test runs this beside Playwright, whose report is not written yet: it prints the table
  // when both have ended (scripts/test.mjs, phase "webkit:summary").
  writeFileSync(process.env.WEBKIT_RESULTS, JSON.stringify(summaryRecord(results, seconds)));
  const passed = [...results.values()].reduce((sum, result) => sum + result.passed, 0);
  console.log(`${passed} passed, ${failed} failed in ${seconds} s (beside Chromium's and Firefox's at the end of the run)`);
} else {
  printSummary(results, seconds);
}
process.exit(failed ? 1 : 0);

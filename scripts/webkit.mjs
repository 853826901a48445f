// Runs e2e/webkit/run.mjs (the framework in WebKit, over WebDriver) under a virtual display.
// Provisions Debian's WebKitGTK driver and Xvfb when run as root on Debian; elsewhere, without
// them, it says what to install and skips: WebKitGTK exists only on Linux. With --install it only
// provisions them (npm test does that early, beside the other phases, so that a new machine's
// download is not left for the end of the run). Missing, it skips and says what to install; older
// than the WebKitGTK Playwright's floor table names (BROWSER_FLOORS) and not upgradable, it fails
// with the message that says so, in either mode (npm test stops on it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DRIVER, MINIBROWSER } from '../e2e/webkit/webdriver.mjs';
import { ensureWebKit, WEBKIT_PACKAGES } from './browserSetup.mjs';

const ready = () => existsSync(DRIVER) && existsSync(MINIBROWSER) && existsSync('/usr/bin/xvfb-run');

const installOnly = process.argv.includes('--install');

// Installed where missing, upgraded where older than BROWSER_FLOORS.webkitgtk (scripts/browsers.mjs).
const result = ensureWebKit({ ready, driver: DRIVER });
if (!result.ok) {
  console.error(`webkit: ${result.message}`);
  process.exit(1);
}
if (installOnly) {
  console.log(result.ready ? "webkit: WebKitGTK's WebDriver and Xvfb are here." : `webkit: not installed; on Debian/Ubuntu: sudo apt-get install -y ${WEBKIT_PACKAGES.join(' ')}`);
  process.exit(0);
}
if (!result.ready) {
  console.log(`webkit: skipped. WebKitGTK's WebDriver is not installed; on Debian/Ubuntu: sudo apt-get install -y ${WEBKIT_PACKAGES.join(' ')}`);
  process.exit(0);
}
const run = spawnSync('xvfb-run', ['-a', process.execPath, 'e2e/webkit/run.mjs'], { stdio: 'inherit', timeout: 5 * 60 * 1000 });
process.exit(run.status ?? 1);

// Runs e2e/webkit/run.mjs (the framework in WebKit, over WebDriver) under a virtual display.
// Provisions Debian's WebKitGTK driver and Xvfb when run as root on Debian; elsewhere, without
// them, it says what to install and skips: WebKitGTK exists only on Linux. With --install it only
// provisions them (npm test does that early, beside the other phases, so that a new machine's
// download is not left for the end of the run), and never fails: the run says what is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DRIVER, MINIBROWSER } from '../e2e/webkit/webdriver.mjs';

const PACKAGES = ['webkit2gtk-driver', 'xvfb', 'xauth'];
const ready = () => existsSync(DRIVER) && existsSync(MINIBROWSER) && existsSync('/usr/bin/xvfb-run');

const installOnly = process.argv.includes('--install');

if (!ready() && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`webkit: installing Debian packages ${PACKAGES.join(' ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
    } catch {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
    }
  } catch (error) {
    console.log(`webkit: apt-get failed (${error.message}).`);
  }
}
if (installOnly) {
  console.log(ready() ? 'webkit: WebKitGTK\'s WebDriver and Xvfb are here.' : `webkit: not installed; on Debian/Ubuntu: sudo apt-get install -y ${PACKAGES.join(' ')}`);
  process.exit(0);
}
if (!ready()) {
  console.log(`webkit: skipped. WebKitGTK's WebDriver is not installed; on Debian/Ubuntu: sudo apt-get install -y ${PACKAGES.join(' ')}`);
  process.exit(0);
}
const run = spawnSync('xvfb-run', ['-a', process.execPath, 'e2e/webkit/run.mjs'], { stdio: 'inherit', timeout: 5 * 60 * 1000 });
process.exit(run.status ?? 1);

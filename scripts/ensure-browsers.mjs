// Makes sure Chromium and Firefox are there for the e2e tests and the bench; installs Debian's
// packages when run as root on Debian, and otherwise says exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowsers } from './browsers.mjs';

const PACKAGES = ['chromium', 'firefox-esr'];

function missing() {
  const found = findBrowsers();
  return Object.entries(found).filter(([, where]) => !where).map(([name]) => name);
}

let lacking = missing();
if (lacking.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log(`ensure-browsers: ${lacking.join(' and ')} missing; installing Debian packages ${PACKAGES.join(' ')} (about a minute)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
  } catch (error) {
    console.error(`ensure-browsers: apt-get failed (${error.message}).`);
  }
  lacking = missing();
  if (lacking.length === 0) process.exit(0);
}

console.error(
  `ensure-browsers: cannot find ${lacking.join(' and ')} for the browser tests.\n` +
    `Install them with one of:\n` +
    `  sudo apt-get install -y ${PACKAGES.join(' ')}        (Debian/Ubuntu; found at /usr/bin/chromium, /usr/bin/firefox-esr)\n` +
    `  npx playwright install chromium firefox          (Playwright's own builds; needs internet)\n` +
    `or point CHROMIUM_PATH / FIREFOX_PATH at the executables.`,
);
process.exit(1);

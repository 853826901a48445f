// Makes sure Chromium and Firefox are there for the e2e tests and the bench; installs Debian's
// packages when run as root on Debian, and otherwise says exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowsers } from './browsers.mjs';

// chromium-headless-shell: most Chromium specs run in it (scripts/browsers.mjs says why); where it
// cannot be had, the full browser stands in.
const PACKAGES = ['chromium', 'chromium-headless-shell', 'firefox-esr'];

/** What each of findBrowsers()'s browsers is called here. */
const NAMES = { chromium: 'chromium', chromiumShell: "chromium's headless shell", firefox: 'firefox' };

function missing() {
  const found = findBrowsers();
  return Object.entries(found).filter(([, where]) => !where).map(([name]) => NAMES[name] ?? name);
}

/** Whether the full browser stands in for a headless shell that could be installed. */
function shellMissing() {
  const found = findBrowsers();
  return !!found.chromium && found.chromiumShell?.executablePath === found.chromium.executablePath;
}

let lacking = missing();
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (lacking.length === 0 && !(shellMissing() && canInstall)) process.exit(0);

if (canInstall) {
  console.log(`ensure-browsers: ${lacking.length ? lacking.join(' and ') : 'chromium-headless-shell'} missing; installing Debian packages ${PACKAGES.join(' ')} (about a minute)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (names) => execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: 'inherit', env });
  try {
    try {
      // The package lists the machine has first (a new machine's are usually fresh enough; their
      // update is seconds at the head of the run); updated only when the install fails.
      install(PACKAGES);
    } catch {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      try {
        install(PACKAGES);
      } catch {
        // A release without chromium-headless-shell: the browsers alone (the full Chromium stands in).
        install(PACKAGES.filter((name) => name !== 'chromium-headless-shell'));
      }
    }
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

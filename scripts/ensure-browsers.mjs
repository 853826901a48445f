// Makes sure Chromium and Firefox are there for the e2e tests and the bench, each at least as new as
// the pinned Playwright drives (BROWSER_FLOORS in scripts/browsers.mjs): installs or upgrades Debian's
// packages when run as root on Debian (after refreshing the package lists, which a new machine may
// have stale or not at all), and otherwise, or when that brings nothing new enough, exits 1 with one
// message naming the browser, the version found, the version needed and the command that fixes it.
// The decisions are scripts/browserSetup.mjs's.
import { ensureBrowsers } from './browserSetup.mjs';

const result = ensureBrowsers();
if (!result.ok) {
  console.error(`ensure-browsers: ${result.message}`);
  process.exit(1);
}

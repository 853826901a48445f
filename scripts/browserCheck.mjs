// Playwright's global set-up (playwright.config.ts, e2e/tenants/playwright.config.ts): before any
// browser starts, each browser the run would drive is checked against BROWSER_FLOORS, and a run
// that would start one too old stops with the one message (a Firefox Playwright cannot drive fails
// every test at launch, one by one). Only a check: scripts/ensure-browsers.mjs installs.
import { browserProblems, BROWSER_PACKAGES, floorMessage } from './browserSetup.mjs';
import { findBrowsers } from './browsers.mjs';

export default function browserCheck() {
  const problems = browserProblems(findBrowsers());
  if (problems.length) throw new Error(floorMessage(problems, { packages: BROWSER_PACKAGES }));
}

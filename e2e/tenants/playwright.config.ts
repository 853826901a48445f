// Many workers, one server (docs/testing.md): one in-mock-server for the whole run, started by
// Playwright's webServer, and eight workers, each with a tenant of its own. Run it with
// `npx playwright test -c e2e/tenants` (after `npm run build`).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowsers } from '../../scripts/browsers.mjs';

export const PORT = 8797;
// The headless shell (scripts/browsers.mjs): no test here depends on third-party cookies.
const chromium = findBrowsers().chromiumShell;

export default defineConfig({
  testDir: '.',
  // The one browser check of every Playwright run (scripts/browserCheck.mjs).
  globalSetup: '../../scripts/browserCheck.mjs',
  workers: 8,
  fullyParallel: true,
  timeout: 60_000,
  reporter: 'list',
  // Its own folder: Playwright's default (test-results/ beside package.json) is the main run's,
  // which it would empty, report and all, before the WebKit run reads that report.
  outputDir: 'test-results',
  webServer: {
    command: `node ../../bin/in-mock-server.js --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/__admin/health`,
    reuseExistingServer: false,
  },
  use: chromium ? { browserName: 'chromium', launchOptions: { executablePath: chromium.executablePath, args: CHROMIUM_ARGS } } : { browserName: 'chromium' },
});

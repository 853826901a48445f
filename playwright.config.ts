import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowsers } from './scripts/browsers.mjs';

const browsers = findBrowsers();

export default defineConfig({
  testDir: './e2e',
  // Each test starts its own mock server (e2e/fixtures.ts), so tests run side by side safely.
  workers: 2,
  fullyParallel: true,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results',
  projects: [
    ...(browsers.chromium
      ? [{ name: 'chromium', use: { browserName: 'chromium' as const, launchOptions: { executablePath: browsers.chromium.executablePath, args: CHROMIUM_ARGS } } }]
      : []),
    ...(browsers.firefox
      ? [{ name: 'firefox', use: { browserName: 'firefox' as const, channel: browsers.firefox.channel, launchOptions: { executablePath: browsers.firefox.executablePath } } }]
      : []),
  ],
});

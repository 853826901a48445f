import { defineConfig, devices } from '@playwright/test';

// The page's tests: the page's server and a fresh standalone mock per test (in-js/testing/playwright).
// Chromium is Playwright's (npx playwright install chromium), or the one CHROMIUM_PATH names.
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: executablePath ? { executablePath, args: ['--no-sandbox'] } : {} } }],
});

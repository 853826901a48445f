// Finds the browsers the e2e tests and the bench drive: Playwright's own builds when they are
// installed, else the system's (Debian: chromium, firefox-esr). Shared by playwright.config.ts,
// bench/ and scripts/ensure-browsers.mjs so they always agree.
import { existsSync } from 'node:fs';
import { chromium, firefox } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const SYSTEM_FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** Flags that keep Chromium quiet on a machine without network or GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * The process model of the Firefox Playwright builds for itself (its `playwright.cfg`: cross-site
 * frames in their page's process, no back/forward cache in the parent, no process launched ahead),
 * given to Debian's firefox-esr, which Playwright drives over WebDriver BiDi with Firefox's own
 * defaults. Pages, cookies and origins behave as before; each test costs the browser about a tenth
 * less CPU (measured on this 2-core machine: 67-72 core-s before, 60-63 after, the same specs, in
 * turn). Cookie settings are left at Firefox's defaults: the specs measure those.
 */
export const FIREFOX_PREFS = {
  'fission.webContentIsolationStrategy': 0,
  'fission.bfcacheInParent': false,
  'dom.ipc.processPrelaunch.enabled': false,
};

function managed(browserType) {
  try {
    const path = browserType.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function firstExisting(env, candidates) {
  if (env && existsSync(env)) return env;
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * Where each browser is, and how Playwright must launch it.
 * @returns {{ chromium: null | { executablePath: string | undefined }, firefox: null | { executablePath: string | undefined, channel?: string } }}
 */
export function findBrowsers() {
  const chromiumManaged = managed(chromium);
  const chromiumSystem = firstExisting(process.env.CHROMIUM_PATH, SYSTEM_CHROMIUM);
  const firefoxManaged = managed(firefox);
  const firefoxSystem = firstExisting(process.env.FIREFOX_PATH, SYSTEM_FIREFOX);
  return {
    chromium: chromiumManaged ? { executablePath: undefined } : chromiumSystem ? { executablePath: chromiumSystem } : null,
    // A system Firefox speaks WebDriver BiDi, which Playwright reaches through the moz-firefox channel.
    firefox: firefoxManaged
      ? { executablePath: undefined }
      : firefoxSystem
        ? { executablePath: firefoxSystem, channel: 'moz-firefox' }
        : null,
  };
}

// Finds the browsers the e2e tests and the bench drive: Playwright's own builds when they are
// installed, else the system's (Debian: chromium, firefox-esr). Shared by playwright.config.ts,
// bench/ and scripts/ensure-browsers.mjs so they always agree.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, firefox } from '@playwright/test';

/**
 * The oldest version of each system browser the pinned Playwright (1.64.1) drives, written once:
 * scripts/browserSetup.mjs installs or upgrades to at least this, and stops a run that would start
 * an older one (`npm test`, `playwright test`, the WebKit run), naming the browser, the version
 * found, the version needed and the command that fixes it. Each with where it comes from.
 * Playwright's own builds (`npx playwright install`) are the versions it was made for; not checked.
 */
export const BROWSER_FLOORS = {
  chromium: {
    name: 'Chromium',
    version: [150],
    package: 'chromium',
    env: 'CHROMIUM_PATH',
    source:
      'measured here: every Chromium spec passes in Debian\'s chromium 150.0.7871.100 (what a stale bookworm list installs) and 156.0.8078.129; older builds were not tried (Playwright 1.64 is made for Chromium 156, its browsers.json)',
  },
  firefox: {
    name: 'Firefox',
    version: [143],
    package: 'firefox-esr',
    env: 'FIREFOX_PATH',
    source:
      'Playwright 1.64 drives a system Firefox over WebDriver BiDi and sends network.addDataCollector at launch, a command Firefox has had since 143 (MDN browser-compat-data, webdriver.bidi.network.addDataCollector); measured here: firefox-esr 140.12.0esr fails every launch ("Protocol error (network.addDataCollector): unknown command"), 153.8.0esr passes',
  },
  webkitgtk: {
    name: 'WebKitGTK',
    version: [2, 50],
    package: 'webkit2gtk-driver',
    env: null,
    source: 'measured here: every WebKit check passes with Debian\'s webkit2gtk-driver 2.50.6 (e2e/webkit/webdriver.mjs speaks W3C WebDriver to it); older releases were not tried',
  },
};

/** The numbers of a version text ("Mozilla Firefox 140.12.0esr", "2.50.6-1~deb12u2"): [140, 12, 0]. */
export function versionNumbers(text) {
  const match = /(\d+(?:\.\d+)*)/.exec(String(text ?? ''));
  return match ? match[1].split('.').map(Number) : null;
}

/** Whether version `found` (numbers) is at least `floor` (numbers), part by part. */
export function atLeast(found, floor) {
  for (let i = 0; i < floor.length; i++) {
    const part = found[i] ?? 0;
    if (part !== floor[i]) return part > floor[i];
  }
  return true;
}

/** The version an executable prints for --version (its first line), or null when it prints none. */
export function browserVersion(executablePath) {
  try {
    const out = execFileSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 15_000, stdio: ['ignore', 'pipe', 'ignore'] });
    const line = out.split('\n').find((text) => /\d+\.\d+/.test(text));
    return line ? line.trim() : null;
  } catch {
    return null;
  }
}

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const SYSTEM_FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
/**
 * Debian's chromium-headless-shell: the same engine (Blink, V8, the network stack) without the
 * browser's own UI layer, which Chromium's full binary runs even headless (its WebUI renderers,
 * profile services). The e2e specs cost it about 40% less CPU (measured on this 2-core machine:
 * Playwright's Chromium projects 61.6 core-s with the shell, 105.3 with /usr/bin/chromium, the same
 * 118 tests). It has no cookie controls: it sends third-party cookies, where the full browser's
 * off-the-record contexts (Playwright's) block them; so the specs whose outcome depends on those
 * cookies run in the full browser (playwright.config.ts).
 */
const SYSTEM_CHROMIUM_SHELL = ['/usr/lib/chromium/chromium-headless-shell'];

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
 *
 * A page's `window.open` opens a tab, not a window of its own (`browser.link.open_newwindow` 3,
 * applied also to opens that name window features: `.restriction` 0). For the page it is the same
 * browsing context either way (its `opener`, its name, `postMessage` both ways, `window.close()`,
 * `closed`; the popup's origin, cookies and storage partition); what differs is Firefox's own window
 * around it (toolbars, size), which a headless run never shows. Each new window costs Firefox's
 * parent process a whole browser window (its chrome document, styles and tab strip): the specs open
 * one for every sign-in, consent, share and attack popup, and that was about a sixth of the
 * parent's work (a Gecko profile of signin.spec.ts). Measured on this 2-core machine, the Firefox
 * project alone (101 tests, two workers): 244 busy core-s and 139 s with windows, 186 core-s and
 * 124 s with tabs, every test passing both ways.
 */
export const FIREFOX_PREFS = {
  'fission.webContentIsolationStrategy': 0,
  'fission.bfcacheInParent': false,
  'dom.ipc.processPrelaunch.enabled': false,
  'browser.link.open_newwindow': 3,
  'browser.link.open_newwindow.restriction': 0,
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
 * @returns {{ chromium: null | { executablePath: string | undefined, channel?: string }, chromiumShell: null | { executablePath: string | undefined }, firefox: null | { executablePath: string | undefined, channel?: string } }}
 */
export function findBrowsers() {
  const chromiumManaged = managed(chromium);
  const chromiumSystem = firstExisting(process.env.CHROMIUM_PATH, SYSTEM_CHROMIUM);
  const firefoxManaged = managed(firefox);
  const firefoxSystem = firstExisting(process.env.FIREFOX_PATH, SYSTEM_FIREFOX);
  const shellSystem = chromiumManaged ? null : firstExisting(process.env.CHROMIUM_SHELL_PATH, SYSTEM_CHROMIUM_SHELL);
  return {
    chromium: chromiumManaged ? { executablePath: undefined, channel: 'chromium' } : chromiumSystem ? { executablePath: chromiumSystem } : null,
    // Where the system has no shell, the full browser stands in (the same tests, more CPU); with
    // Playwright's own builds, Playwright launches its own headless shell for a headless chromium.
    chromiumShell: chromiumManaged ? { executablePath: undefined } : shellSystem ? { executablePath: shellSystem } : chromiumSystem ? { executablePath: chromiumSystem } : null,
    // A system Firefox speaks WebDriver BiDi, which Playwright reaches through the moz-firefox channel.
    firefox: firefoxManaged
      ? { executablePath: undefined }
      : firefoxSystem
        ? { executablePath: firefoxSystem, channel: 'moz-firefox' }
        : null,
  };
}

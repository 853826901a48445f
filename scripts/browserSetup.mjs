// What the browser tests need of the machine, decided here and done through a stand-in for apt
// that tests replace (scripts/browserSetup.test.ts): every browser found at least as new as the
// pinned Playwright drives (BROWSER_FLOORS), installing or upgrading Debian's packages where that
// can be done, and otherwise one message that names the browser, the version found, the version
// needed and the command that fixes it. scripts/ensure-browsers.mjs (Chromium and Firefox),
// scripts/webkit.mjs (WebKitGTK's driver) and scripts/browserCheck.mjs (Playwright's global set-up)
// are its callers.
//
// Package lists: a machine's lists may be as old as its image (a new Debian machine came with only
// `bookworm` main from a months-old snapshot, whose chromium and firefox-esr Playwright 1.64 cannot
// all drive) or missing, so every install is preceded by `apt-get update`: measured here, 2.5 s.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BROWSER_FLOORS, atLeast, browserVersion, findBrowsers, versionNumbers } from './browsers.mjs';

/** Debian's packages of the browsers Playwright drives here (the headless shell where the release has it). */
export const BROWSER_PACKAGES = ['chromium', 'chromium-headless-shell', 'firefox-esr'];
/** Debian's packages of the WebKit run: WebKitGTK's driver (with MiniBrowser) and a virtual display. */
export const WEBKIT_PACKAGES = ['webkit2gtk-driver', 'xvfb', 'xauth'];

const PLAYWRIGHT_VERSION = createRequire(import.meta.url)('@playwright/test/package.json').version;

/** What each of findBrowsers()'s entries is called, and whose floor it has. */
const ENTRIES = [
  { key: 'chromium', label: 'Chromium', floor: BROWSER_FLOORS.chromium },
  { key: 'chromiumShell', label: "Chromium's headless shell", floor: BROWSER_FLOORS.chromium },
  { key: 'firefox', label: 'Firefox', floor: BROWSER_FLOORS.firefox },
];

const floorText = (floor) => `${floor.name} ${floor.version.join('.')}`;

/**
 * What stands between the machine and the browser tests: one entry per browser missing or older
 * than its floor. A browser whose version cannot be read is not held back (no guess refuses it).
 * @param {ReturnType<typeof findBrowsers>} found
 * @param {(path: string) => string | null} version
 * @param {Record<string, string | undefined>} env where CHROMIUM_PATH / FIREFOX_PATH pin a browser
 */
export function browserProblems(found, version = browserVersion, env = process.env) {
  const problems = [];
  for (const { key, label, floor } of ENTRIES) {
    const where = found[key];
    if (!where) {
      // No shell: the full browser stands in (findBrowsers), so only the browsers themselves are needed.
      if (key !== 'chromiumShell') problems.push({ label, floor, missing: true, pinned: false });
      continue;
    }
    const path = where.executablePath;
    // Playwright's own builds are the ones it was made for; the full browser standing in for the shell is checked once.
    if (!path || (key === 'chromiumShell' && path === found.chromium?.executablePath)) continue;
    const text = version(path);
    const numbers = versionNumbers(text);
    if (numbers && !atLeast(numbers, floor.version)) {
      problems.push({ label, floor, path, found: text, pinned: !!floor.env && env[floor.env] === path });
    }
  }
  return problems;
}

/** Whether the full browser stands in for a headless shell that Debian could install. */
export function shellMissing(found) {
  return !!found.chromium?.executablePath && found.chromiumShell?.executablePath === found.chromium.executablePath;
}

/**
 * The one message of a run that cannot start: each problem, then what fixes it.
 * @param {Array<{label: string, floor: object, path?: string, found?: string, missing?: boolean, pinned?: boolean}>} problems
 * @param {{ packages: string[], tried?: string | null, alternatives?: boolean }} how
 */
export function floorMessage(problems, { packages, tried = null, alternatives = true }) {
  const lines = [`The browser tests cannot start: Playwright ${PLAYWRIGHT_VERSION} needs newer browsers than this machine has.`];
  for (const problem of problems) {
    if (problem.missing) {
      lines.push(`  - ${problem.label}: not found; ${floorText(problem.floor)} or newer is needed.`);
    } else {
      const where = problem.pinned ? `${problem.floor.env}=${problem.path}` : problem.path;
      lines.push(`  - ${problem.label}: ${problem.found} (${where}) is older than ${floorText(problem.floor)}, the oldest Playwright ${PLAYWRIGHT_VERSION} drives here (${problem.floor.source}).`);
    }
  }
  if (tried) lines.push(`  (${tried})`);
  lines.push('Fix it with one of:');
  lines.push(`  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}    (Debian/Ubuntu: installs or upgrades them)`);
  if (alternatives) {
    const floors = [...new Set(problems.map((problem) => problem.floor))];
    const engines = floors.map((floor) => (floor === BROWSER_FLOORS.firefox ? 'firefox' : 'chromium'));
    lines.push(`  npx playwright install ${engines.join(' ')}    (Playwright's own builds, used before the system's; needs internet)`);
    lines.push(`  ${floors.map((floor, i) => `${floor.env}=/path/to/${engines[i]}`).join(' ')} npm test    (${floors.map((floor) => `a ${floorText(floor)} or newer`).join(' and ')} of your own)`);
  }
  return lines.join('\n');
}

/** Whether Debian's packages can be installed here: root, with apt-get. */
export function canInstallPackages() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/** apt-get, quiet and unattended, its output on this process's. */
export function runApt(args) {
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * Refreshes the package lists, then installs (or upgrades) `packages`, then, where the first
 * install fails, `fallback` (a release without one of them). Returns what went wrong, or null.
 */
export function aptInstall(apt, packages, fallback = null) {
  const failures = [];
  try {
    apt(['update', '-qq']);
  } catch (error) {
    failures.push(`apt-get update failed (${error.message.split('\n')[0]}); installed from the lists the machine has`);
  }
  const install = (names) => apt(['install', '-y', '-qq', '--no-install-recommends', ...names]);
  try {
    install(packages);
    return failures.length ? failures.join('; ') : null;
  } catch (error) {
    if (fallback) {
      try {
        install(fallback);
        return failures.length ? failures.join('; ') : null;
      } catch (second) {
        failures.push(`apt-get install failed (${second.message.split('\n')[0]})`);
        return failures.join('; ');
      }
    }
    failures.push(`apt-get install failed (${error.message.split('\n')[0]})`);
    return failures.join('; ');
  }
}

/**
 * Chromium and Firefox for the e2e tests: found and new enough, installed or upgraded when they are
 * not and Debian's packages can be installed.
 * @returns {{ ok: boolean, installed: boolean, message?: string }}
 */
export function ensureBrowsers({
  find = findBrowsers,
  version = browserVersion,
  canInstall = canInstallPackages(),
  apt = runApt,
  log = console.log,
  env = process.env,
} = {}) {
  let problems = browserProblems(find(), version, env);
  const wantShell = canInstall && shellMissing(find());
  if (problems.length === 0 && !wantShell) return { ok: true, installed: false };

  let tried = null;
  // A browser pinned by CHROMIUM_PATH / FIREFOX_PATH stays what it is, whatever apt installs.
  if (canInstall && (wantShell || problems.some((problem) => !problem.pinned))) {
    const what = problems.length
      ? problems.map((problem) => (problem.missing ? `${problem.label} missing` : `${problem.label} is ${problem.found}, older than ${floorText(problem.floor)}`)).join(', ')
      : 'chromium-headless-shell missing';
    log(`ensure-browsers: ${what}; refreshing Debian's package lists, then installing ${BROWSER_PACKAGES.join(' ')} (about a minute)...`);
    const failure = aptInstall(apt, BROWSER_PACKAGES, BROWSER_PACKAGES.filter((name) => name !== 'chromium-headless-shell'));
    problems = browserProblems(find(), version, env);
    if (problems.length === 0) return { ok: true, installed: true };
    tried = failure ?? "apt-get update and install ran; Debian's lists here offer nothing newer";
  }
  return { ok: false, installed: tried !== null, message: floorMessage(problems, { packages: BROWSER_PACKAGES, tried }) };
}

/** WebKitGTK's version here (Debian's package), or null where it cannot be read. */
export function webkitVersion() {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', BROWSER_FLOORS.webkitgtk.package], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** The problem with an installed WebKitGTK older than its floor, or null. */
export function webkitProblem(text, path) {
  const numbers = versionNumbers(text);
  const floor = BROWSER_FLOORS.webkitgtk;
  return numbers && !atLeast(numbers, floor.version) ? { label: "WebKitGTK's WebDriver", floor, path, found: `WebKitGTK ${text}`, pinned: false } : null;
}

/**
 * WebKitGTK's driver and Xvfb for the WebKit run: installed, or upgraded when older than the floor,
 * where Debian's packages can be installed.
 * @returns {{ ok: boolean, ready: boolean, message?: string }} ready: the driver is here; ok: not too old
 */
export function ensureWebKit({ ready, version = webkitVersion, driver, canInstall = canInstallPackages(), apt = runApt, log = console.log }) {
  let problem = ready() ? webkitProblem(version(), driver) : null;
  let tried = null;
  if ((!ready() || problem) && canInstall) {
    log(`webkit: ${problem ? `${problem.found} is older than ${floorText(problem.floor)}` : 'not installed'}; refreshing Debian's package lists, then installing ${WEBKIT_PACKAGES.join(' ')}...`);
    tried = aptInstall(apt, WEBKIT_PACKAGES) ?? "apt-get update and install ran; Debian's lists here offer nothing newer";
    problem = ready() ? webkitProblem(version(), driver) : null;
  }
  if (!problem) return { ok: true, ready: ready() };
  return { ok: false, ready: true, message: floorMessage([problem], { packages: WEBKIT_PACKAGES, tried, alternatives: false }) };
}

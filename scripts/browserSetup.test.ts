import { describe, expect, it } from 'vitest';
import { BROWSER_FLOORS } from './browsers.mjs';
import { BROWSER_PACKAGES, browserProblems, ensureBrowsers, ensureWebKit, floorMessage } from './browserSetup.mjs';

/**
 * A machine as ensureBrowsers sees it: which Debian packages are installed at which version, what
 * its package lists offer (none, stale or fresh), and a stand-in for apt-get that installs from the
 * lists it has, refreshing them on `update`. `lists`: what `apt-get install` can install now;
 * `fresh`: what the lists offer after an update.
 */
function machine({ installed = {}, lists = null, fresh = null, updateFails = false }: {
  installed?: Record<string, string>;
  lists?: Record<string, string> | null;
  fresh?: Record<string, string> | null;
  updateFails?: boolean;
}) {
  const state = { installed: { ...installed }, lists, calls: [] as string[][] };
  const paths: Record<string, string> = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell', 'firefox-esr': '/usr/bin/firefox-esr' };
  const find = () => {
    const at = (name: string) => (state.installed[name] ? { executablePath: paths[name] } : null);
    const chromium = at('chromium');
    return { chromium, chromiumShell: at('chromium-headless-shell') ?? chromium, firefox: at('firefox-esr') };
  };
  const version = (path: string) => {
    const name = Object.keys(paths).find((key) => paths[key] === path)!;
    return name === 'firefox-esr' ? `Mozilla Firefox ${state.installed[name]}` : `Chromium ${state.installed[name]} built on Debian GNU/Linux 12 (bookworm)`;
  };
  const apt = (args: string[]) => {
    state.calls.push(args);
    if (args[0] === 'update') {
      if (updateFails) throw new Error('E: Could not resolve deb.debian.org');
      state.lists = fresh;
      return;
    }
    const names = args.filter((arg) => !arg.startsWith('-') && arg !== 'install');
    const missing = names.filter((name) => !state.lists?.[name]);
    if (missing.length) throw new Error(`E: Unable to locate package ${missing[0]}`);
    for (const name of names) state.installed[name] = state.lists![name]!;
  };
  return { state, find, version, apt, log: () => {}, env: {} };
}

const STALE = { chromium: '150.0.7871.100', 'chromium-headless-shell': '150.0.7871.100', 'firefox-esr': '140.12.0esr' };
const FRESH = { chromium: '156.0.8078.129', 'chromium-headless-shell': '156.0.8078.129', 'firefox-esr': '153.8.0esr' };

describe('ensureBrowsers: what the browser tests need of the machine', () => {
  it('stale package lists: the lists are refreshed before the install, so the Firefox installed is one Playwright drives', () => {
    const m = machine({ lists: STALE, fresh: FRESH });
    const result = ensureBrowsers({ ...m, canInstall: true });
    expect(result).toEqual({ ok: true, installed: true });
    expect(m.state.calls.map((call) => call[0])).toEqual(['update', 'install']);
    expect(m.state.installed['firefox-esr']).toBe('153.8.0esr');
  });

  it('no package lists at all: refreshed, then installed', () => {
    const m = machine({ lists: null, fresh: FRESH });
    expect(ensureBrowsers({ ...m, canInstall: true }).ok).toBe(true);
    expect(m.state.installed).toEqual(FRESH);
  });

  it('an old Firefox already installed is upgraded, though nothing is missing', () => {
    const m = machine({ installed: { ...FRESH, 'firefox-esr': '140.12.0esr' }, lists: STALE, fresh: FRESH });
    expect(ensureBrowsers({ ...m, canInstall: true })).toEqual({ ok: true, installed: true });
    expect(m.state.calls[0]).toEqual(['update', '-qq']);
    expect(m.state.calls[1]).toEqual(['install', '-y', '-qq', '--no-install-recommends', ...BROWSER_PACKAGES]);
    expect(m.state.installed['firefox-esr']).toBe('153.8.0esr');
  });

  it('browsers new enough: nothing runs, not even the lists update', () => {
    const m = machine({ installed: FRESH, lists: FRESH, fresh: FRESH });
    expect(ensureBrowsers({ ...m, canInstall: true })).toEqual({ ok: true, installed: false });
    expect(m.state.calls).toEqual([]);
  });

  it("Chromium 150 (stale lists) is at the floor and kept; Firefox 140 is not", () => {
    const m = machine({ installed: STALE });
    expect(browserProblems(m.find(), m.version, {}).map((problem) => [problem.label, problem.found])).toEqual([['Firefox', 'Mozilla Firefox 140.12.0esr']]);
  });

  it('no browser and not root: nothing is run, and the message names each browser, the version needed and the fixes', () => {
    const m = machine({ lists: FRESH, fresh: FRESH });
    const result = ensureBrowsers({ ...m, canInstall: false });
    expect(result.ok).toBe(false);
    expect(m.state.calls).toEqual([]);
    expect(result.message).toContain('Chromium: not found; Chromium 150 or newer is needed.');
    expect(result.message).toContain('Firefox: not found; Firefox 143 or newer is needed.');
    expect(result.message).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium chromium-headless-shell firefox-esr');
    expect(result.message).toContain('npx playwright install chromium firefox');
    expect(result.message).toContain('CHROMIUM_PATH=/path/to/chromium FIREFOX_PATH=/path/to/firefox npm test');
  });

  it('an old Firefox that cannot be upgraded (not root): the message names it, its version, its path, the floor and why', () => {
    const m = machine({ installed: { ...FRESH, 'firefox-esr': '140.12.0esr' } });
    const result = ensureBrowsers({ ...m, canInstall: false });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/- Firefox: Mozilla Firefox 140\.12\.0esr \(\/usr\/bin\/firefox-esr\) is older than Firefox 143, the oldest Playwright \d+\.\d+\.\d+ drives here \(.*network\.addDataCollector/);
    expect(result.message).not.toContain('Chromium:');
  });

  it('root, but the refreshed lists still offer an old Firefox: apt ran, and the message says so', () => {
    const m = machine({ installed: STALE, lists: STALE, fresh: STALE });
    const result = ensureBrowsers({ ...m, canInstall: true });
    expect(result.ok).toBe(false);
    expect(m.state.calls.map((call) => call[0])).toEqual(['update', 'install']);
    expect(result.message).toContain("apt-get update and install ran; Debian's lists here offer nothing newer");
  });

  it('an update that fails (no network) still installs from the lists there are, and says what failed', () => {
    const m = machine({ lists: STALE, updateFails: true });
    const result = ensureBrowsers({ ...m, canInstall: true });
    expect(result.ok).toBe(false);
    expect(result.message).toContain('apt-get update failed (E: Could not resolve deb.debian.org)');
    expect(m.state.installed.chromium).toBe('150.0.7871.100');
  });

  it('a release without the headless shell: the browsers alone, the full Chromium standing in', () => {
    const { 'chromium-headless-shell': _shell, ...withoutShell } = FRESH;
    const m = machine({ lists: null, fresh: withoutShell });
    expect(ensureBrowsers({ ...m, canInstall: true }).ok).toBe(true);
    expect(m.state.calls.filter((call) => call[0] === 'install')).toHaveLength(2);
    expect(m.state.installed).toEqual(withoutShell);
  });

  it('FIREFOX_PATH naming an old Firefox: apt cannot change what it names, so nothing is installed and the message names the variable', () => {
    const m = machine({ installed: { ...FRESH, 'firefox-esr': '140.12.0esr' }, lists: FRESH, fresh: FRESH });
    const result = ensureBrowsers({ ...m, canInstall: true, env: { FIREFOX_PATH: '/usr/bin/firefox-esr' } });
    expect(result.ok).toBe(false);
    expect(m.state.calls).toEqual([]);
    expect(result.message).toContain('(FIREFOX_PATH=/usr/bin/firefox-esr) is older than Firefox 143');
  });

  it("a browser that prints no version is not held back (a guess refuses nothing)", () => {
    const m = machine({ installed: FRESH });
    expect(browserProblems(m.find(), () => null, {})).toEqual([]);
  });
});

describe('ensureWebKit', () => {
  const webkit = (installed: string | null, fresh: string | null, canInstall = true) => {
    const state = { installed, calls: [] as string[][] };
    const apt = (args: string[]) => {
      state.calls.push(args);
      if (args[0] === 'install') {
        if (!fresh) throw new Error('E: Unable to locate package webkit2gtk-driver');
        state.installed = fresh;
      }
    };
    const run = () => ensureWebKit({ ready: () => !!state.installed, version: () => state.installed, driver: '/usr/bin/WebKitWebDriver', canInstall, apt, log: () => {} });
    return { state, run };
  };

  it('missing: the lists refreshed, then installed', () => {
    const w = webkit(null, '2.50.6-1~deb12u2');
    expect(w.run()).toEqual({ ok: true, ready: true });
    expect(w.state.calls.map((call) => call[0])).toEqual(['update', 'install']);
  });

  it('older than the floor: upgraded', () => {
    const w = webkit('2.48.3-1~deb12u1', '2.50.6-1~deb12u2');
    expect(w.run()).toEqual({ ok: true, ready: true });
    expect(w.state.installed).toBe('2.50.6-1~deb12u2');
  });

  it('older and not upgradable: the message names it and the floor', () => {
    const w = webkit('2.48.3-1~deb12u1', null, false);
    const result = w.run();
    expect(result.ok).toBe(false);
    expect(result.message).toContain(`WebKitGTK's WebDriver: WebKitGTK 2.48.3-1~deb12u1 (/usr/bin/WebKitWebDriver) is older than WebKitGTK ${BROWSER_FLOORS.webkitgtk.version.join('.')}`);
  });

  it('missing and not installable: not an error (the run skips and says what to install)', () => {
    expect(webkit(null, null, false).run()).toEqual({ ok: true, ready: false });
  });
});

describe('floorMessage', () => {
  it('is one message: the problems first, then each way to fix them', () => {
    const text = floorMessage([{ label: 'Firefox', floor: BROWSER_FLOORS.firefox, path: '/usr/bin/firefox-esr', found: 'Mozilla Firefox 140.12.0esr' }], { packages: ['firefox-esr'] });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^The browser tests cannot start: Playwright \d+\.\d+\.\d+ needs newer browsers than this machine has\.$/);
    expect(lines.slice(2)).toEqual([
      'Fix it with one of:',
      '  sudo apt-get update && sudo apt-get install -y --no-install-recommends firefox-esr    (Debian/Ubuntu: installs or upgrades them)',
      "  npx playwright install firefox    (Playwright's own builds, used before the system's; needs internet)",
      '  FIREFOX_PATH=/path/to/firefox npm test    (a Firefox 143 or newer of your own)',
    ]);
  });
});

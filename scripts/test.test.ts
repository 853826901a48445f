import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Executables that print a browser's --version and nothing else. */
const stubs = mkdtempSync(join(tmpdir(), 'in-js-browser-stubs-'));
function stub(name: string, version: string) {
  const path = join(stubs, name);
  writeFileSync(path, `#!/bin/sh\necho "${version}"\n`);
  chmodSync(path, 0o755);
  return path;
}
afterAll(() => rmSync(stubs, { recursive: true, force: true }));

describe('npm test (scripts/test.mjs) with a browser Playwright cannot drive', () => {
  it('stops within seconds with the one message, ending what was running and starting no browser test', () => {
    // Every browser pinned, so no apt runs (an npm test around this one may hold apt's lock); no
    // Playwright build (PLAYWRIGHT_BROWSERS_PATH empty) stands in front of them.
    const env = {
      ...process.env,
      CHROMIUM_PATH: stub('chromium', 'Chromium 156.0.8078.129 built on Debian GNU/Linux 12 (bookworm)'),
      CHROMIUM_SHELL_PATH: stub('chromium-headless-shell', 'Chromium 156.0.8078.129'),
      FIREFOX_PATH: stub('firefox', 'Mozilla Firefox 140.12.0esr'),
      PLAYWRIGHT_BROWSERS_PATH: join(stubs, 'none'),
    };
    const from = Date.now();
    const run = spawnSync(process.execPath, ['scripts/test.mjs', '--only', 'browsers,typecheck:sdk,playwright'], { env, encoding: 'utf8', timeout: 60_000 });
    const seconds = (Date.now() - from) / 1000;
    const out = run.stdout + run.stderr;
    expect(run.status, out).toBe(1);
    expect(seconds).toBeLessThan(30);
    expect(out).toContain(`- Firefox: Mozilla Firefox 140.12.0esr (FIREFOX_PATH=${env.FIREFOX_PATH}) is older than Firefox 143, the oldest Playwright`);
    expect(out).toContain('FIREFOX_PATH=/path/to/firefox npm test');
    expect(out).toMatch(/npm test: stopped after \d+ s: phase browsers failed/);
    expect(out).toMatch(/typecheck:sdk \| stopped in \d+ s/);
    expect(out).not.toMatch(/playwright +\| started/);
    expect(out).not.toContain('Chromium:');
  });

  it('--only refuses a phase it does not have, naming those it has', () => {
    const run = spawnSync(process.execPath, ['scripts/test.mjs', '--only', 'vitset'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--only takes phase names separated by commas \(build, typecheck:sdk, browsers, .*\); got "vitset"/);
  });
});

// --state FILE: a developer's session survives a restart; a file that is not a state file stops
// the start with a clear message and is never overwritten.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../index.js';
import { StateFileError } from './stateFile.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { TEST_FIXTURES, approve, authorizeUrl, exchange, locationParams } from '../../test/support/oauthFlow.js';

const adminPost = (base: string, path: string, body: unknown) =>
  fetch(`${base}/__admin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('--state FILE', () => {
  it('keeps apps, grants, tokens, sessions, shares and the clock across a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'in-mock-state-')), 'state.json');
    const first = await startServer({ port: 0, fixtures: TEST_FIXTURES, stateFile: file });
    expect(first.stateLoaded).toBe(false);
    const browser = new FakeBrowser();
    const base = first.url;
    const code = locationParams(await approve(browser, authorizeUrl('current', {}, base))).get('code')!;
    const { access_token: signedInToken } = (await (await exchange('current', { code }, { base })).json()) as { access_token: string };
    const { access_token: minted } = (await (await adminPost(base, 'tokens', { memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'rw_nus'] })).json()) as { access_token: string };
    await adminPost(base, 'fixtures', { apps: [{ apiKey: 'added-later', secretKey: 's', name: 'Added later', redirectUrls: ['https://later.example/cb'] }] });
    const shared = await fetch(`${base}/v1/people/~/shares?format=json`, {
      method: 'POST',
      headers: { authorization: `Bearer ${minted}`, 'content-type': 'application/json', 'x-li-format': 'json' },
      body: JSON.stringify({ comment: 'Before the restart', visibility: { code: 'anyone' } }),
    });
    expect(shared.status).toBe(201);
    await adminPost(base, 'clock', { advanceSeconds: 3600 });
    const clockBefore = first.admin.clock();
    await first.close();
    expect(existsSync(file)).toBe(true);

    const second = await startServer({ port: 0, fixtures: TEST_FIXTURES, stateFile: file });
    try {
      expect(second.stateLoaded).toBe(true);
      expect(second.admin.clock()).toEqual(clockBefore);
      expect(second.admin.verifyToken(signedInToken).status).toBe('valid');
      const me = await fetch(`${second.url}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${minted}` } });
      expect(((await me.json()) as { firstName: string }).firstName).toBe('Ada');
      expect(second.context.directory.apps.has('added-later')).toBe(true);
      expect([...second.context.network.shares.values()].some((share) => share.comment === 'Before the restart')).toBe(true);
      // The browser is still signed in and the grant is still there: straight back with a code.
      const again = await browser.get(authorizeUrl('current', {}, second.url));
      expect(locationParams(again).get('code')).toBeTruthy();
      // New ids go on from the saved counters.
      const ids = new Set(second.context.network.shares.keys());
      const next = await fetch(`${second.url}/v1/people/~/shares?format=json`, {
        method: 'POST',
        headers: { authorization: `Bearer ${minted}`, 'content-type': 'application/json', 'x-li-format': 'json' },
        body: JSON.stringify({ comment: 'After the restart', visibility: { code: 'anyone' } }),
      });
      expect(next.status).toBe(201);
      expect(second.context.network.shares.size).toBe(ids.size + 1);
    } finally {
      await second.close();
    }
  });

  it.each([
    ['not JSON', '{"format": "in-mock-server state", "vers', /is not valid JSON/],
    ['another JSON file', '{"apps": []}', /is not an in-mock-server state file/],
    ['a newer version', JSON.stringify({ format: 'in-mock-server state', version: 99 }), /has version 99/],
    ['a damaged list', JSON.stringify({ format: 'in-mock-server state', version: 1, clock: { frozenAt: null }, apps: 'x' }), /'apps' is not a list/],
  ])('refuses %s with a clear message and leaves the file as it was', async (_, content, message) => {
    const file = join(mkdtempSync(join(tmpdir(), 'in-mock-state-')), 'state.json');
    writeFileSync(file, content);
    const started = startServer({ port: 0, stateFile: file });
    await expect(started).rejects.toThrow(StateFileError);
    await expect(started).rejects.toThrow(message);
    await expect(started).rejects.toThrow(/left as it is/);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });
});

describe('--state FILE on an idle server (issue 34 #4)', () => {
  it('the periodic save writes only when a request came since the last one', async () => {
    const { vi } = await import('vitest');
    const { unlinkSync } = await import('node:fs');
    const { STATE_SAVE_INTERVAL_SECONDS } = await import('../defaults.js');
    const file = join(mkdtempSync(join(tmpdir(), 'in-mock-state-')), 'state.json');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const running = await startServer({ port: 0, stateFile: file });
    const tick = async () => {
      vi.advanceTimersByTime(STATE_SAVE_INTERVAL_SECONDS * 1000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    try {
      await tick();
      expect(existsSync(file)).toBe(false);
      await adminPost(running.url, 'clock', { advanceSeconds: 60 });
      await tick();
      await expect.poll(() => existsSync(file), { timeout: 5_000 }).toBe(true);
      await running.saveState(); // the periodic save done
      unlinkSync(file);
      await tick();
      await tick();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(existsSync(file)).toBe(false);
      await fetch(`${running.url}/__admin/health`);
      await tick();
      await expect.poll(() => existsSync(file), { timeout: 5_000 }).toBe(true);
    } finally {
      vi.useRealTimers();
      await running.close();
    }
  });
});

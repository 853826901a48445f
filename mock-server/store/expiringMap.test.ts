// Memory stays bounded: records leave once their time is up on the service clock (at once when
// the clock is moved, and on inserts as it runs), and no store holds more than its cap.
import { describe, expect, it } from 'vitest';
import { createClock } from './clock.js';
import { ExpiringMap } from './expiringMap.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { TEST_FIXTURES, authorizeUrl, obtainToken } from '../../test/support/oauthFlow.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  CSRF_TOKEN_LIFETIME_SECONDS,
  DIALOG_REQUEST_LIFETIME_SECONDS,
  EXPIRED_RECORD_RETENTION_SECONDS,
  LOGIN_SESSION_LIFETIME_SECONDS,
  MAX_PENDING_DIALOG_REQUESTS,
  SWEEP_INTERVAL_SECONDS,
} from '../defaults.js';

describe('ExpiringMap', () => {
  it('drops entries when the clock passes them, on a clock change and on inserts as time runs', () => {
    const clock = createClock(0);
    const map = new ExpiringMap<string, number>(clock, (expiresAt) => expiresAt, 100);
    map.set('a', 1000);
    map.set('b', 5000);
    clock.advance(2000);
    expect([...map.values()]).toEqual([5000]);
    // Time runs on without a clock change: the first insert a sweep interval later sweeps.
    let now = 0;
    const running = new ExpiringMap<string, number>({ ...createClock(), now: () => now }, (expiresAt) => expiresAt, 100);
    running.set('old', 10);
    now = 20;
    running.set('soon', 30);
    expect(running.size).toBe(2);
    now = SWEEP_INTERVAL_SECONDS * 1000;
    running.set('new', Number.MAX_SAFE_INTEGER);
    expect([...running.values()]).toEqual([Number.MAX_SAFE_INTEGER]);
  });

  it('never holds more than its cap: the oldest go first', () => {
    const map = new ExpiringMap<number, number>(createClock(0), () => Infinity, 3);
    for (let i = 0; i < 10; i++) map.set(i, i);
    expect([...map.values()]).toEqual([7, 8, 9]);
    expect(map.size).toBe(3);
  });
});

describe('a flood of unauthenticated authorization requests', () => {
  const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 1) });

  it('stores at most the cap, and nothing once the clock passes every lifetime', async () => {
    const ctx = kit.service.context;
    const browser = new FakeBrowser();
    await obtainToken(browser, 'current');
    // A login page for a pending request holds a CSRF token too.
    const stranger = new FakeBrowser();
    const page = await stranger.followOnHost(await stranger.get(authorizeUrl('current', { state: 'page' })), authorizeUrl('current'));
    expect(await page.text()).toContain('name="session_key"');
    for (let i = 0; i < MAX_PENDING_DIALOG_REQUESTS + 200; i++) {
      const response = await fetch(authorizeUrl('current', { state: `flood-${i}` }), { redirect: 'manual' });
      expect(response.status).toBe(302);
    }
    expect(ctx.dialogRequests.size()).toBe(MAX_PENDING_DIALOG_REQUESTS);
    // The flood stored no token, session or code: only the sign-in did.
    const signedIn = { tokens: ctx.tokens.all().length, sessions: ctx.sessions.all().length, codes: ctx.codes.all().length };
    expect(signedIn).toEqual({ tokens: 1, sessions: 1, codes: 1 });
    expect(ctx.csrf.size()).toBeGreaterThan(0);

    kit.service.admin.setClock({ advanceSeconds: Math.max(DIALOG_REQUEST_LIFETIME_SECONDS, CSRF_TOKEN_LIFETIME_SECONDS) });
    expect(ctx.dialogRequests.size()).toBe(0);
    expect(ctx.csrf.size()).toBe(0);
    kit.service.admin.setClock({ advanceSeconds: LOGIN_SESSION_LIFETIME_SECONDS });
    expect(ctx.sessions.all()).toHaveLength(0);
    // An expired token still says "expired" for a while, then is forgotten ("invalid").
    kit.service.admin.setClock({ advanceSeconds: ACCESS_TOKEN_LIFETIME_SECONDS });
    const [token] = ctx.tokens.all();
    expect(kit.service.admin.verifyToken(token!.token).status).toBe('expired');
    kit.service.admin.setClock({ advanceSeconds: EXPIRED_RECORD_RETENTION_SECONDS });
    expect(ctx.tokens.all()).toHaveLength(0);
    expect(ctx.codes.all()).toHaveLength(0);
    expect(kit.service.admin.verifyToken(token!.token).status).toBe('invalid');
  }, 60_000);
});

describe('a cap shared by many maps (the whole server\'s budget)', () => {
  it('holds at most the shared cap over every map, the oldest of any map dropped first; deletes, sweeps and clears give tickets back', async () => {
    const { SharedCap } = await import('./sharedCap.js');
    const clock = createClock(0);
    const shared = new SharedCap(3);
    const a = new ExpiringMap<string, number>(clock, (at) => at, 10, shared);
    const b = new ExpiringMap<string, number>(clock, (at) => at, 10, shared);
    a.set('a1', 1_000);
    b.set('b1', 5_000);
    a.set('a2', 5_000);
    b.set('b2', 5_000);
    expect([a.get('a1'), a.size, b.size, shared.size]).toEqual([undefined, 1, 2, 3]);
    b.delete('b1');
    expect(shared.size).toBe(2);
    clock.set(5_000);
    expect([a.size, b.size, shared.size]).toEqual([0, 0, 0]);
    a.set('a3', 9_000);
    a.clear();
    expect(shared.size).toBe(0);
  });

  it('a flooded map gives up its own oldest entries: a quiet one sharing the cap keeps its few', async () => {
    const { SharedCap } = await import('./sharedCap.js');
    const clock = createClock(0);
    const shared = new SharedCap(100);
    const quiet = new ExpiringMap<string, number>(clock, () => 1e12, 1_000, shared);
    const flooded = new ExpiringMap<string, number>(clock, () => 1e12, 1_000, shared);
    quiet.set('mine', 1);
    for (let i = 0; i < 10_000; i++) flooded.set(`f${i}`, 1);
    expect([quiet.get('mine'), flooded.size, shared.size]).toEqual([1, 99, 100]);
  });
});

// The test helper that fails a suite a month before a pinned LinkedIn-Version fails production
// (docs/testing.md "Version sunsets").
import { describe, expect, it } from 'vitest';
import { expectNoSunsetWithin } from './expectNoSunsetWithin.js';
import { useMockService, type TestHooks } from './useMockService.js';

/** Hooks that keep what useMockService registers, to run it by hand. */
function heldHooks() {
  const held = { beforeAll: [] as (() => unknown)[], afterEach: [] as (() => unknown)[], afterAll: [] as (() => unknown)[] };
  const hooks: TestHooks = { beforeAll: (run) => held.beforeAll.push(run), afterEach: (run) => held.afterEach.push(run), afterAll: (run) => held.afterAll.push(run) };
  return { hooks, run: (name: keyof typeof held) => held[name].forEach((run) => run()) };
}

describe('expectNoSunsetWithin(days, versions, { now })', () => {
  it('passes while the pinned version has more than `days` left, fails from the day it has `days` left', () => {
    // 202511 sunsets on 2026-11-16: 31 days left on 2026-10-16, 30 on 2026-10-17.
    expect(() => expectNoSunsetWithin(30, '202511', { now: '2026-10-16T12:00:00Z' })).not.toThrow();
    expect(() => expectNoSunsetWithin(30, '202511', { now: '2026-10-17' })).toThrow(
      'LinkedIn-Version 202511 sunsets on 2026-11-16, in 30 days (within 30 days): from the day after, LinkedIn answers 426 NONEXISTENT_VERSION; move to 202610.',
    );
  });

  it('names every bad one: ended, never released, not yet released, no published end', () => {
    let message = '';
    try {
      expectNoSunsetWithin(30, ['202511', '202512', '202611', '202306', '202603'], { now: Date.UTC(2026, 10, 20) });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'LinkedIn-Version 202511 was sunset on 2026-11-16: LinkedIn answers it 426 NONEXISTENT_VERSION; move to 202611.',
      'LinkedIn-Version 202512 was never released: LinkedIn answers it 426 NONEXISTENT_VERSION; move to 202611.',
      expect.stringMatching(/^LinkedIn-Version 202306 has no published end \(LinkedIn excluded 202306 from the sunset of "202310 and earlier versions"/),
    ]);
    expect(() => expectNoSunsetWithin(30, '202612', { now: Date.UTC(2026, 11, 20) })).toThrow('LinkedIn-Version 202612 was never released');
    expect(() => expectNoSunsetWithin(30, '202701', { now: Date.UTC(2026, 11, 20) })).toThrow('LinkedIn-Version 202701 is released on 2027-01-15; until then LinkedIn answers it 426 NONEXISTENT_VERSION; move to 202611.');
  });

  it('refuses what is not a number of days or a version, in a sentence', () => {
    expect(() => expectNoSunsetWithin(-1, '202611')).toThrow('days must be a whole number, 0 or more, not -1');
    expect(() => expectNoSunsetWithin(30, 'latest')).toThrow("give the LinkedIn-Version(s) your code sends, as YYYYMM (e.g. '202611')");
    expect(() => expectNoSunsetWithin(30, [])).toThrow('give the LinkedIn-Version(s)');
    expect(() => expectNoSunsetWithin(30, '202611', { now: 'soon' })).toThrow("'now' must be ms since the epoch");
  });
});

describe('useMockService: mock.expectNoSunsetWithin() and failOnSunsetWithin', () => {
  const post = (token: string, version: string) =>
    fetch('https://api.linkedin.com/rest/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'LinkedIn-Version': version, 'X-Restli-Protocol-Version': '2.0.0', 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'urn:li:person:aZ3kq9XbW1', commentary: `Hello ${version}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });

  it('checks the versions the suite\'s calls sent, at the service\'s clock; failOnSunsetWithin fails the suite from afterAll', async () => {
    const { hooks, run } = heldHooks();
    const mock = useMockService({ hooks, now: Date.UTC(2026, 10, 7), failOnSunsetWithin: 30 });
    run('beforeAll');
    try {
      expect(() => mock.expectNoSunsetWithin()).not.toThrow();
      expect((await post(mock.token({ scopes: ['w_member_social'] }), '202610')).status).toBe(201);
      run('afterEach');
      expect(() => mock.expectNoSunsetWithin(30)).not.toThrow();
      expect(() => mock.expectNoSunsetWithin(400)).toThrow('LinkedIn-Version 202610 sunsets on 2027-10-15, in 342 days (within 400 days)');
      expect((await post(mock.token({ scopes: ['w_member_social'] }), '202511')).status).toBe(201);
      run('afterEach');
    } finally {
      expect(() => run('afterAll')).toThrow('LinkedIn-Version 202511 sunsets on 2026-11-16, in 9 days (within 30 days)');
    }
  });

  it('refuses a failOnSunsetWithin that is not a number of days', () => {
    const { hooks } = heldHooks();
    expect(() => useMockService({ hooks, failOnSunsetWithin: 1.5 })).toThrow('failOnSunsetWithin must be a whole number of days, 0 or more (e.g. 30), not 1.5.');
  });
});

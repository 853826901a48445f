import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { useMockService, type TestHooks } from './useMockService.js';

const API = 'https://api.linkedin.com';
const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll }, now: Date.UTC(2026, 0, 1) });

describe('useMockService', () => {
  it('listens for the tests: a token from token() reads the profile on any host', async () => {
    const me = await fetch(`${API}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${mock.token()}` } });
    expect((await me.json()).firstName).toBe('Ada');
    const other = mock.token({ memberId: 'Qm7Rt2VdN8', scopes: ['r_basicprofile'] });
    expect(mock.admin.verifyToken(other).record).toMatchObject({ memberId: 'Qm7Rt2VdN8', apiKey: 'demo-api-key', scopes: ['r_basicprofile'] });
    // Changes that the next test must not see:
    mock.admin.setClock({ advanceSeconds: 3600 });
    mock.admin.addFault({ path: '/v1/people/*', status: 503, times: 5 });
    mock.server.use(http.get('*/v1/companies/*', () => HttpResponse.json({ mine: true })));
  });

  it('after each test: the start-up state, no faults, an empty journal, the test\'s handlers gone', async () => {
    expect(mock.admin.clock().nowMs).toBe(Date.UTC(2026, 0, 1));
    expect(mock.admin.faults()).toEqual([]);
    expect(mock.admin.requests()).toEqual([]);
    expect(mock.admin.tokens()).toEqual([]);
    const company = await fetch(`${API}/v1/companies/1337?format=json`, { headers: { authorization: `Bearer ${mock.token()}` } });
    expect(await company.json()).not.toEqual({ mine: true });
  });

  it('an unhandled request fails the call (onUnhandledRequest: error by default)', async () => {
    await expect(fetch('https://elsewhere.example/')).rejects.toThrow();
  });

  it('without hooks and without global ones, says what to pass', () => {
    expect(() => useMockService()).toThrow(/useMockService needs the test runner's hooks: pass them, e.g. useMockService\(\{ hooks: \{ beforeAll, afterEach, afterAll \} \}\)/);
  });

  it('takes global hooks when the runner has them (Jest, Vitest globals)', () => {
    const calls: string[] = [];
    const hooks: TestHooks = { beforeAll: () => calls.push('beforeAll'), afterEach: () => calls.push('afterEach'), afterAll: () => calls.push('afterAll') };
    Object.assign(globalThis, hooks);
    try {
      useMockService();
      expect(calls).toEqual(['beforeAll', 'afterEach', 'afterAll']);
    } finally {
      for (const name of Object.keys(hooks)) delete (globalThis as Record<string, unknown>)[name];
    }
  });
});

import { describe, expect, it } from 'vitest';
import { countCall } from './rateLimit.js';
import { createTraffic } from '../store/traffic.js';
import { RestError } from '../api/errors.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { DEMO_APP } from '../seed/demoAccounts.js';
import { RATE_LIMITS } from '../defaults.js';

const MIDNIGHT = Date.UTC(2026, 2, 10);
const BEFORE = MIDNIGHT - 1000;

function limited(run: () => void): RestError {
  try {
    run();
  } catch (error) {
    return error as RestError;
  }
  throw new Error('expected a 429');
}

describe('countCall', () => {
  const member = { apiKey: 'k', memberId: 'm', isDeveloper: false };
  it.each([
    ['application', { appPerDay: 3, memberPerDay: 100, developerPerDay: 100 }, [member, { ...member, memberId: 'other' }], /application's daily limit of 3/],
    ['member', { appPerDay: 100, memberPerDay: 2, developerPerDay: 100 }, [member], /member's daily limit of 2/],
    ['developer', { appPerDay: 100, memberPerDay: 1, developerPerDay: 2 }, [{ ...member, isDeveloper: true }], /developer's daily limit of 2/],
  ])('%s limit: 429 past it, counts again after midnight UTC', (_, limits, callers, message) => {
    const traffic = createTraffic();
    traffic.limits = limits;
    const limit = Math.min(limits.appPerDay, callers[0].isDeveloper ? limits.developerPerDay : limits.memberPerDay);
    for (let i = 0; i < limit; i++) countCall(traffic, callers[i % callers.length], BEFORE);
    const error = limited(() => countCall(traffic, callers[limit % callers.length], BEFORE));
    expect(error.status).toBe(429);
    expect(error.message).toMatch(message);
    expect(error.message).toContain('2026-03-10T00:00:00.000Z');
    expect(error.headers['retry-after']).toBe('1');
    // A refused call is not counted, and the next UTC day starts from zero.
    expect(() => countCall(traffic, callers[0], MIDNIGHT)).not.toThrow();
  });
  it("today's API counts each endpoint on its own; v1 counts every call together (issue 47, row 22)", () => {
    const traffic = createTraffic();
    traffic.limits = { appPerDay: 100, memberPerDay: 2, developerPerDay: 100 };
    const me = { ...member, endpoint: 'me.GET' };
    const posts = { ...member, endpoint: 'posts.CREATE' };
    countCall(traffic, me, BEFORE);
    countCall(traffic, me, BEFORE);
    expect(limited(() => countCall(traffic, me, BEFORE)).message).toMatch(/member's daily limit of 2 calls to me\.GET through this application/);
    expect(() => countCall(traffic, posts, BEFORE)).not.toThrow();
    expect(() => countCall(traffic, posts, BEFORE)).not.toThrow();
    expect(limited(() => countCall(traffic, posts, BEFORE)).status).toBe(429);
    // v1 (no endpoint): every call of the member through the app together, as before.
    countCall(traffic, member, BEFORE);
    countCall(traffic, member, BEFORE);
    expect(limited(() => countCall(traffic, member, BEFORE)).message).toMatch(/member's daily limit of 2 calls through this application/);
  });
  it('uses the documented defaults', () => {
    expect(createTraffic().limits).toEqual(RATE_LIMITS);
  });
});

describe('429 on the wire, on the mock clock', () => {
  const kit = useServiceKit({ now: BEFORE - 5000 });

  it('the developer limit applies to the demo member (a developer of the demo app) and resets at midnight UTC', async () => {
    const ctx = kit.service.context;
    ctx.traffic.limits = { appPerDay: 100, memberPerDay: 100, developerPerDay: 2 };
    expect(DEMO_APP.developers).toContain('aZ3kq9XbW1');
    const token = kit.token(['r_basicprofile']);
    expect((await kit.getJson('/v1/people/~', token)).status).toBe(200);
    expect((await kit.getJson('/v1/people/~', token)).status).toBe(200);
    const third = await kit.getJson('/v1/people/~', token);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ status: 429, serviceErrorCode: 429 });
    expect(third.body.message).toMatch(/^Throttle limit for calls to this resource is reached\. The developer's daily limit/);
    expect(third.body.message).toContain("developer's daily limit");
    expect(Number(third.headers.get('retry-after'))).toBe(6);
    ctx.clock.set(MIDNIGHT);
    expect((await kit.getJson('/v1/people/~', token)).status).toBe(200);
  });
});

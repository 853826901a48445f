// The warning LinkedIn cannot give (docs/over-time.md): a /rest call whose LinkedIn-Version ends
// within the warning days gets a journal note, GET /__admin/versions lists what the run's calls
// sent and when each ends, with the admin page's badge.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMockService } from '../testing/useMockService.js';
import { createMockService } from '../createMockService.js';
import { DEMO_PAGES_APP } from '../seed/demoAccounts.js';

const NOV_7_2026 = Date.UTC(2026, 10, 7, 9);
const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll }, now: NOV_7_2026 });

// The posts finder reads the member's own posts with the restricted r_member_social (issue 47, row 8)
// and is the Community Management API's, which must be the only product on its app (issue
// 47, row 14): the token is the seeded page app's, the demo app no longer having that product.
const me = (version: string) =>
  fetch('https://api.linkedin.com/rest/posts?q=author&author=urn%3Ali%3Aperson%3AaZ3kq9XbW1', {
    headers: { authorization: `Bearer ${mock.token({ apiKey: DEMO_PAGES_APP.apiKey, scopes: ['r_member_social'] })}`, 'LinkedIn-Version': version, 'X-Restli-Protocol-Version': '2.0.0' },
  });

describe('a version near its sunset', () => {
  it('answers as LinkedIn does, and the journal notes the sunset: "202511 sunsets on 2026-11-16, in 9 days"', async () => {
    const answer = await me('202511');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('sunset')).toBeNull();
    const [entry] = mock.admin.requests({ path: '/rest/posts' });
    expect(entry!.notes).toEqual([expect.stringMatching(/^202511 sunsets on 2026-11-16, in 9 days: from the day after, LinkedIn answers 426 NONEXISTENT_VERSION.* Move to 202610 before then\.$/)]);
  });

  it('a version far from its sunset gets no note; the warning days are an option', async () => {
    await me('202610');
    expect(mock.admin.requests({ path: '/rest/posts' })[0]!.notes).toBeUndefined();
    mock.admin.setClock({ now: '2026-09-20T00:00:00Z' });
    await me('202510');
    expect(mock.admin.requests({ path: '/rest/posts' })[1]!.notes?.[0]).toMatch(/^202510 sunsets on 2026-10-15, in 25 days/);
  });

  it('a refused version: LinkedIn\'s 426 as it is, and why in the notes', async () => {
    const never = await me('202512');
    expect([never.status, await never.json()]).toEqual([426, { status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version 20251201 is not active' }]);
    expect(mock.admin.requests({ path: '/rest/posts' })[0]!.notes?.[0]).toMatch(/^202512 was never released/);
    mock.admin.setClock({ now: '2026-11-17T00:00:00Z' });
    expect((await me('202511')).status).toBe(426);
    expect(mock.admin.requests({ path: '/rest/posts' })[1]!.notes?.[0]).toMatch(/^202511 was sunset on 2026-11-16 \(the Migrations page/);
  });
});

describe('GET /__admin/versions and service.admin.versions()', () => {
  it('lists what the run\'s calls sent, when each ends, and a badge for those that need attention', async () => {
    await me('202511');
    await me('202511');
    await me('202610');
    await me('202512');
    const over = await (await fetch('https://www.linkedin.com/__admin/versions')).json();
    expect(over).toEqual(JSON.parse(JSON.stringify(mock.admin.versions())));
    expect(over).toMatchObject({ now: '2026-11-07T09:00:00.000Z', warningDays: 30, active: { version: '202610', oldest: '202511', newest: '202610', sunset: '2027-10-15' } });
    const byVersion = Object.fromEntries(over.versions.map((v: { version: string }) => [v.version, v]));
    expect(byVersion['202511']).toMatchObject({ calls: expect.any(Number), state: 'active', release: '2025-11-17', sunset: '2026-11-16', daysLeft: 9, badge: '202511 sunsets on 2026-11-16, in 9 days' });
    expect(byVersion['202610']).toMatchObject({ state: 'active', release: '2026-10-15', sunset: '2027-10-15', daysLeft: 342, badge: null });
    expect(byVersion['202512']).toMatchObject({ state: 'never released', refused: expect.any(Number), release: null, sunset: null, badge: '202512 was never released' });
  });

  it('is the run\'s record: a reset keeps it', () => {
    const before = mock.admin.versions().versions.map((v) => v.version);
    expect(before).toEqual(expect.arrayContaining(['202511', '202610', '202512']));
  });
});

describe('sunsetWarningDays', () => {
  it('widens the warning: with 400 days, 202610 is flagged on 2026-11-07', async () => {
    const wide = createMockService({ now: NOV_7_2026, sunsetWarningDays: 400 });
    expect(wide.admin.versions().warningDays).toBe(400);
    mock.server.use(...wide.handlers);
    const token = wide.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['w_member_social'] }).access_token;
    await fetch('https://api.linkedin.com/rest/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'LinkedIn-Version': '202610', 'X-Restli-Protocol-Version': '2.0.0', 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'urn:li:person:aZ3kq9XbW1', commentary: 'Wide', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    expect(wide.admin.requests({ path: '/rest/posts' })[0]!.notes?.[0]).toMatch(/^202610 sunsets on 2027-10-15, in 342 days/);
    expect(wide.admin.versions().versions[0]!.badge).toBe('202610 sunsets on 2027-10-15, in 342 days');
  });
});

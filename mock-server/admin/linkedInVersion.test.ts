// The LinkedIn-Version helper (admin.linkedInVersion, GET /__admin/linkedin-version): what a test
// sends to /rest instead of a hard-coded version, which the real-time clock would age into a 426.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';

const kit = useServiceKit({ now: Date.UTC(2026, 10, 25) });

let posts = 0;
// Each post says something new: the same commentary twice is LinkedIn's DUPLICATE_POST (422).
const post = (version: string) =>
  fetch('https://api.linkedin.com/rest/posts', {
    method: 'POST',
    headers: { authorization: `Bearer ${kit.token(['w_member_social'])}`, 'LinkedIn-Version': version, 'X-Restli-Protocol-Version': '2.0.0', 'content-type': 'application/json' },
    body: JSON.stringify({ author: 'urn:li:person:aZ3kq9XbW1', commentary: `Hello ${++posts}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
  });

describe('the active LinkedIn-Version for the mock clock', () => {
  it('gives the newest active version and the window, in-process and over HTTP', async () => {
    // No 202512 was ever released, and 202511 was sunset on 2026-11-16: the window is 202601 to 202611.
    expect(kit.service.admin.linkedInVersion()).toEqual({ version: '202611', oldest: '202601', newest: '202611', sunset: '2027-11-15' });
    expect(await (await fetch('https://www.linkedin.com/__admin/linkedin-version')).json()).toEqual({ version: '202611', oldest: '202601', newest: '202611', sunset: '2027-11-15' });
  });

  it('follows the clock: a version written a year ago answers 426, the helper\'s is accepted', async () => {
    const written = kit.service.admin.linkedInVersion().version;
    expect((await post(written)).status).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: 366 * 24 * 3600 });
    const stale = await post(written);
    expect([stale.status, (await stale.json()).code]).toEqual([426, 'NONEXISTENT_VERSION']);
    expect(kit.service.admin.linkedInVersion().version).toBe('202711');
    expect((await post(kit.service.admin.linkedInVersion().version)).status).toBe(201);
  });
});

// Today's API under the service-wide machinery: rate limits, injected faults, the journal and
// countRequests, and --state (captureState / restoreState, what the state file holds).
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { captureState, restoreState } from '../state/serviceState.js';
import { REST_JSON, TODAY_NOW } from '../../test/support/today.js';
import { DEMO_PAGES_APP } from '../seed/demoAccounts.js';

const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const body = (commentary: string) =>
  JSON.stringify({ author: `urn:li:person:${ADA}`, commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' });

describe('today\'s API and the service-wide machinery', () => {
  // Issue 47, row 22: this test said v1 and v2 calls counted against one limit; LinkedIn counts today's
  // limits per endpoint ("varies based on which API endpoint you are using", the Rate Limits page),
  // so today's endpoints now count on their own while v1 (the spec's Limits table) keeps one count.
  it("v1 calls count together against the daily limits, each endpoint of today's API on its own; past them 429 in the v2 body [F-RESTLI-015] [F-RESTLI-023]", async () => {
    kit.service.context.traffic.limits = { appPerDay: 1000, memberPerDay: 2, developerPerDay: 2 };
    const token = kit.token(['r_basicprofile', 'r_liteprofile']);
    expect((await kit.getJson('/v1/people/~', token)).status).toBe(200);
    expect((await kit.getJson('/v2/me', token)).status).toBe(200);
    expect((await kit.getJson('/v2/me', token)).status).toBe(200);
    // LinkedIn's body exactly, in its key order, with no Retry-After (Automattic/wp-calypso#32007).
    const throttled = await kit.call('/v2/me', token);
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toBe('{"serviceErrorCode":101,"message":"Resource level throttle limit for calls to this resource is reached.","status":429}');
    expect(throttled.headers.get('retry-after')).toBeNull();
    expect(kit.service.admin.requests({ path: '/v2/me' }).at(-1)!.notes).toEqual([expect.stringMatching(/developer's daily limit of 2 calls to me\.GET .* resets at 2026-11-26T00:00:00\.000Z \(midnight UTC\)/)]);
    // Another endpoint of today's API has its own count: a post read is answered (404: no such post), not throttled.
    const rest = await kit.call('/rest/posts/urn%3Ali%3Ashare%3A1', kit.token(['w_member_social']), { headers: REST_JSON });
    expect(rest.status).not.toBe(429);
    // The spec's /v2/people/id=… is an endpoint of its own as well.
    expect((await kit.getJson('/v2/people/id=aZ3kq9XbW1', token)).status).toBe(200);
    // v1 counts every call together: one more, then 429 in v1's body.
    expect((await kit.getJson('/v1/people/~:(id)', token)).status).toBe(200);
    const v1 = await kit.getJson('/v1/people/~', token);
    expect(v1.status).toBe(429);
    expect(v1.headers.get('retry-after')).toMatch(/^\d+$/);
    // The day ends at midnight UTC on the mock clock.
    kit.service.admin.setClock({ now: Date.UTC(2026, 10, 26) });
    expect((await kit.getJson('/v2/me', token)).status).toBe(200);
  });

  it('faults match the new paths and answer in the v2 body [F-RESTLI-018]', async () => {
    kit.service.admin.addFault({ method: 'POST', path: '/rest/posts', status: 503, times: 1 });
    const token = kit.token(['w_member_social']);
    const failed = await kit.call('/rest/posts', token, { method: 'POST', headers: REST_JSON, body: body('first') });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ status: 503, serviceErrorCode: 503 });
    expect((await kit.call('/rest/posts', token, { method: 'POST', headers: REST_JSON, body: body('second') })).status).toBe(201);
  });

  it('the journal and countRequests see them, with the token redacted [F-RESTLI-018]', async () => {
    const token = kit.token(['w_member_social', 'r_liteprofile']);
    await kit.call('/rest/posts', token, { method: 'POST', headers: REST_JSON, body: body('journaled') });
    await kit.getJson('/v2/me?projection=(id)', token);
    expect(kit.service.admin.countRequests({ method: 'POST', path: '/rest/posts' })).toEqual({ count: 1 });
    const [entry] = kit.service.admin.requests({ path: '/rest/posts' });
    expect(entry).toMatchObject({ method: 'POST', status: 201 });
    expect(entry.responseHeaders['x-restli-id']).toMatch(/^urn:li:share:/);
    expect(JSON.stringify(entry)).not.toContain(token);
    expect(kit.service.admin.countRequests({ path: '/v2/me' })).toEqual({ count: 1 });
  });

  it('--state keeps posts and uploaded images [F-POSTS-025]', async () => {
    // Reading the post back is the Community Management API's, alone on its app (issue 47, row 14): the seeded page app's token.
    const token = kit.token(['w_member_social', 'r_member_social', 'w_organization_social'], ADA, DEMO_PAGES_APP.apiKey);
    const init = await kit.call('/rest/images?action=initializeUpload', token, { method: 'POST', headers: REST_JSON, body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }) });
    const { value } = await init.json();
    expect((await fetch(value.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9]) })).status).toBe(201);
    const created = await kit.call('/rest/posts', token, { method: 'POST', headers: REST_JSON, body: JSON.stringify({ ...JSON.parse(body('with a picture')), content: { media: { id: value.image } } }) });
    const urn = created.headers.get('x-restli-id')!;
    const saved = JSON.parse(JSON.stringify(captureState(kit.service.context)));
    kit.service.admin.reset();
    expect((await kit.call(`/rest/posts/${encodeURIComponent(urn)}`, token, { headers: REST_JSON })).status).toBe(401);
    restoreState(kit.service.context, saved);
    const back = await kit.call(`/rest/posts/${encodeURIComponent(urn)}`, token, { headers: REST_JSON });
    expect(await back.json()).toMatchObject({ id: urn, commentary: 'with a picture', content: { media: { id: value.image } } });
    const image = await (await kit.call(`/rest/images/${encodeURIComponent(value.image)}`, token, { headers: REST_JSON })).json();
    expect(new Uint8Array(await (await fetch(image.downloadUrl)).arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9]));
  });
});

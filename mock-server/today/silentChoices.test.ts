// What the mock does where no source says what LinkedIn answers: the table "No source either way" of
// docs/v2.md, one test per row, so that a change of any of them is a decision, not an accident.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { REST_JSON, TODAY_NOW, TODAY_VERSION } from '../../test/support/today.js';
import { DEMO_PAGES_APP } from '../seed/demoAccounts.js';

const kit = useServiceKit({ now: TODAY_NOW });
const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const enc = encodeURIComponent;
// The page app: reading posts back, comments and reactions on /rest are the Community Management API's.
// r_member_social reads the member's own posts back (issue 47, row 8).
const token = (member = ADA) => kit.token(['w_member_social', 'r_member_social', 'w_member_social_feed', 'r_member_social_feed', 'rw_organization_admin'], member, DEMO_PAGES_APP.apiKey);
const postBody = (extra: object = {}) => JSON.stringify({ author: `urn:li:person:${ADA}`, commentary: `A choice ${Math.random()}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', ...extra });
const newPost = async () => (await kit.call('/rest/posts', token(), { method: 'POST', headers: REST_JSON, body: postBody() })).headers.get('x-restli-id')!;

describe('docs/v2.md, "No source either way": what the mock does', () => {
  it('a draft post is refused: only published posts are made [F-POSTS-026]', async () => {
    const answer = await kit.call('/rest/posts', token(), { method: 'POST', headers: REST_JSON, body: postBody({ lifecycleState: 'DRAFT' }) });
    // Rest.li's validation answer (issue 47, row 12); the value the field takes is in the journal's notes.
    expect([answer.status, await answer.json()]).toEqual([422, { message: 'ERROR :: /lifecycleState :: "DRAFT" is not an enum symbol\n', status: 422 }]);
    expect(kit.service.admin.requests({ method: 'POST', path: '/rest/posts' }).at(-1)!.notes).toContain('/lifecycleState: use one of PUBLISHED');
  });

  it('a List() query without X-Restli-Protocol-Version, or with 1.0.0, reads the list [F-RESTLI-026]', async () => {
    for (const headers of [{ 'linkedin-version': TODAY_VERSION }, { 'linkedin-version': TODAY_VERSION, 'x-restli-protocol-version': '1.0.0' }]) {
      const answer = await kit.call('/rest/organizations?ids=List(1001,1002)', token(), { headers });
      expect(answer.status).toBe(200);
      expect(Object.keys((await answer.json()).statuses)).toEqual(['1001', '1002']);
    }
  });

  it("urn:li:ugcPost: with a share's digits names the same post [F-POSTS-027]", async () => {
    const urn = await newPost();
    const answer = await kit.call(`/rest/posts/${enc(urn.replace('urn:li:share:', 'urn:li:ugcPost:'))}?projection=(id)`, token(), { headers: REST_JSON });
    expect(await answer.json()).toEqual({ id: urn });
  });

  it("a comment is deleted by its actor or the post's author; anyone else is refused, and ?actor= is required [F-SOCIAL-003]", async () => {
    const urn = await newPost();
    const made = await (await kit.call(`/rest/socialActions/${enc(urn)}/comments`, token(), { method: 'POST', headers: REST_JSON, body: JSON.stringify({ actor: `urn:li:person:${ADA}`, object: urn, message: { text: 'Mine' } }) })).json();
    const remove = (member: string, query: string) => kit.call(`/rest/socialActions/${enc(urn)}/comments/${made.id}${query}`, token(member), { method: 'DELETE', headers: REST_JSON });
    expect((await remove(CHARLES, `?actor=${enc(`urn:li:person:${CHARLES}`)}`)).status).toBe(403);
    expect((await remove(ADA, '')).status).toBe(400);
    expect((await remove(ADA, `?actor=${enc(`urn:li:person:${ADA}`)}`)).status).toBe(204);
  });

  it("a second reaction of one actor is the mock's 409 [F-SOCIAL-015]", async () => {
    const urn = await newPost();
    const react = () => kit.call(`/rest/reactions?actor=${enc(`urn:li:person:${ADA}`)}`, token(), { method: 'POST', headers: REST_JSON, body: JSON.stringify({ root: urn, reactionType: 'LIKE' }) });
    expect((await react()).status).toBe(201);
    const again = await react();
    expect([again.status, (await again.json()).message]).toEqual([409, `urn:li:person:${ADA} has already reacted to ${urn}; delete that reaction first to react differently.`]);
  });

  it('a partial update without X-RestLi-Method is the partial update it is [F-RESTLI-027]', async () => {
    const urn = await newPost();
    const answer = await kit.call(`/rest/posts/${enc(urn)}`, token(), { method: 'POST', headers: REST_JSON, body: JSON.stringify({ patch: { $set: { commentary: 'Changed' } } }) });
    expect(answer.status).toBe(204);
    expect((await (await kit.call(`/rest/posts/${enc(urn)}?projection=(commentary)`, token(), { headers: REST_JSON })).json()).commentary).toBe('Changed');
  });

  it('WEEK granularity: seven-day buckets from start, the last cut at end [F-PAGES-026]', async () => {
    const start = TODAY_NOW - 15 * 86_400_000;
    const answer = await kit.call(`/rest/organizationPageStatistics?q=organization&organization=${enc('urn:li:organization:1001')}&timeIntervals=(timeRange:(start:${start},end:${TODAY_NOW}),timeGranularityType:WEEK)`, token(), { headers: REST_JSON });
    expect((await answer.json()).elements.map((e: { timeRange: unknown }) => e.timeRange)).toEqual([
      { start, end: start + 7 * 86_400_000 },
      { start: start + 7 * 86_400_000, end: start + 14 * 86_400_000 },
      { start: start + 14 * 86_400_000, end: TODAY_NOW },
    ]);
  });

  it('a malformed LinkedIn-Version is a 400 saying how to write one; a well-formed inactive one is the 426 [F-RESTLI-028]', async () => {
    for (const version of ['abc', '2026-11', '20261101', '202611.1', '202613']) {
      const answer = await kit.call('/rest/posts/urn%3Ali%3Ashare%3A1', token(), { headers: { ...REST_JSON, 'linkedin-version': version } });
      expect([answer.status, (await answer.json()).message], version).toEqual([400, `'${version}' is not a LinkedIn-Version; write the month of the version as YYYYMM (or YYYYMM.RR for a revision), e.g. 202611.`]);
    }
    expect((await kit.call('/rest/posts/urn%3Ali%3Ashare%3A1', token(), { headers: { ...REST_JSON, 'linkedin-version': '209901' } })).status).toBe(426);
  });
});

// Round five (docs/security.md has what it cost): the post page was quadratic (it filtered the whole
// reaction and comment maps once per comment) and showed every comment; comments of any length were kept; one member reacted twice under two
// spellings of one actor (the member id and the app's pairwise subject). Now the store keeps comments
// grouped by post and parent and reactions by what they react to (store/groupedMap.ts), the page and
// the comments list show one page (LinkedIn's start/count: 10 by default), a comment is at most
// COMMENT_TEXT_MAX characters, and a reaction is kept under one spelling of its actor. The time per
// request is measured in `npm run bench`.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { COMMENT_TEXT_MAX, FEED_COMMENTS_SHOWN, FEED_REPLIES_SHOWN } from '../../defaults.js';
import { reactionKey, type SocialCommentRecord } from '../../store/network.js';
import { shareOfNumber } from '../../store/postNumbers.js';
import { DEMO_PAGES_APP } from '../../seed/demoAccounts.js';
import { REST_JSON, TODAY_NOW } from '../../../test/support/today.js';

const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const FEED = ['w_member_social', 'w_member_social_feed', 'r_member_social_feed'] as const;
const enc = encodeURIComponent;

let posts = 0;
async function post(): Promise<string> {
  const response = await kit.call('/rest/posts', kit.token(['w_member_social'], ADA), {
    method: 'POST',
    headers: REST_JSON,
    body: JSON.stringify({ author: `urn:li:person:${ADA}`, commentary: `Many comments ${++posts}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
  });
  expect(response.status).toBe(201);
  return response.headers.get('x-restli-id')!;
}
const shareIdOf = (urn: string) => shareOfNumber(kit.service.context.network, 'post', urn.split(':').pop()!)!.id;

/** `count` comments (and a like on each) put straight into the store, as thousands of calls would. */
function seed(shareId: string, count: number, parentId?: string, from = 0): SocialCommentRecord[] {
  const { socialComments, reactions } = kit.service.context.network;
  const made: SocialCommentRecord[] = [];
  for (let i = from; i < from + count; i++) {
    const comment: SocialCommentRecord = { id: String(7_200_000_000_000_000_000n + BigInt(i)) + (parentId ? 'r' : ''), shareId, actor: `urn:li:person:${CHARLES}`, memberId: CHARLES, text: `Comment ${i}`, ...(parentId && { parentId }), createdAt: TODAY_NOW + i };
    socialComments.set(comment.id, comment);
    reactions.set(reactionKey(`urn:li:person:${ADA}`, `comment:${comment.id}`), { actor: `urn:li:person:${ADA}`, memberId: ADA, entity: `comment:${comment.id}`, root: `urn:li:comment:x`, reactionType: 'LIKE', createdAt: TODAY_NOW });
    made.push(comment);
  }
  return made;
}

describe('the post page and the comments list show one page', () => {
  it('the post page shows the first FEED_COMMENTS_SHOWN comments, a few replies each, the counts, and links to the other pages', async () => {
    const urn = await post();
    const other = await post();
    const comments = seed(shareIdOf(urn), 3_000);
    seed(shareIdOf(other), 6_000, undefined, 10_000);
    seed(shareIdOf(urn), 5, comments[0]!.id, 20_000);
    const page = await fetch(`https://www.linkedin.com/feed/update/${enc(urn)}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.match(/<li class="comment"/g)).toHaveLength(FEED_COMMENTS_SHOWN + FEED_REPLIES_SHOWN);
    expect(html).toContain('3005 comments');
    expect(html).toContain(`and ${5 - FEED_REPLIES_SHOWN} more replies`);
    expect(html).toContain(`Comments 1 to ${FEED_COMMENTS_SHOWN} of 3000`);
    expect(html).toContain(`href="/feed/update/${urn}/?start=${FEED_COMMENTS_SHOWN}"`);
    const last = await (await fetch(`https://www.linkedin.com/feed/update/${enc(urn)}/?start=2990`)).text();
    expect(last).toContain('Comment 2999');
    expect(last).not.toContain('id="more-comments"');
    expect(last).toContain(`href="/feed/update/${urn}/?start=2980"`);
  });

  it("the comments list pages as LinkedIn pages: start 0 and count 10 by default, count capped at 100, total the post's comments", async () => {
    const urn = await post();
    seed(shareIdOf(urn), 250);
    const token = kit.token([...FEED], ADA);
    const list = async (query: string) => (await kit.call(`/rest/socialActions/${enc(urn)}/comments${query}`, token, { headers: REST_JSON })).json() as Promise<any>;
    const first = await list('');
    expect(first.paging).toEqual({ start: 0, count: 10, links: [], total: 250 });
    expect(first.elements.map((e: any) => e.message.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Comment ${i}`));
    expect(first.elements[0].likesSummary).toMatchObject({ totalLikes: 1, likedByCurrentUser: true });
    const later = await list('?start=240&count=500');
    expect(later.paging).toEqual({ start: 240, count: 100, links: [], total: 250 });
    expect(later.elements).toHaveLength(10);
    const summary = await (await kit.call(`/rest/socialActions/${enc(urn)}`, token, { headers: REST_JSON })).json() as any;
    expect(summary.commentsSummary).toMatchObject({ totalFirstLevelComments: 250, aggregatedTotalComments: 250 });
  });

  it("deleting a comment deletes its replies and every one's reactions", async () => {
    const urn = await post();
    const [parent] = seed(shareIdOf(urn), 1);
    seed(shareIdOf(urn), 3, parent!.id, 100);
    const token = kit.token([...FEED], ADA);
    const removed = await kit.call(`/rest/socialActions/${enc(urn)}/comments/${parent!.id}?actor=${enc(`urn:li:person:${ADA}`)}`, token, { method: 'DELETE', headers: REST_JSON });
    expect(removed.status).toBe(204);
    expect(kit.service.context.network.socialComments.size).toBe(0);
    expect(kit.service.context.network.reactions.size).toBe(0);
  });
});

describe('a comment is at most COMMENT_TEXT_MAX characters', () => {
  it('COMMENT_TEXT_MAX is LinkedIn\'s 1,250', () => expect(COMMENT_TEXT_MAX).toBe(1_250));

  it(`1,250 characters are taken; one more is refused as a post's commentary past its limit is (422), on /rest and /v2`, async () => {
    const urn = await post();
    const token = kit.token([...FEED], ADA);
    const send = (path: string, text: string) => kit.call(path, token, { method: 'POST', headers: REST_JSON, body: JSON.stringify({ actor: `urn:li:person:${ADA}`, object: urn, message: { text } }) });
    expect((await send(`/rest/socialActions/${enc(urn)}/comments`, 'x'.repeat(1_250))).status).toBe(201);
    for (const path of [`/rest/socialActions/${enc(urn)}/comments`, `/v2/socialActions/${enc(urn)}/comments`]) {
      const refused = await send(path, 'x'.repeat(1_251));
      expect([refused.status, await refused.json()]).toEqual([
        422,
        { message: 'ERROR :: /message/text :: is 1251 characters long; at most 1250 are allowed\n', status: 422 },
      ]);
    }
    expect(kit.service.context.network.socialComments.size).toBe(1);
  });
});

describe('one reaction per member, whatever spelling of the actor', () => {
  it("the member id and the app's pairwise subject are one actor: the second reaction is LinkedIn's 409, and either spelling reads and deletes it", async () => {
    const urn = await post();
    const token = kit.token([...FEED], ADA);
    // The feed scopes are the Community Management API's: the token is the seeded page app's, and so is the subject (issue 47, row 14).
    const sub = kit.service.context.subjects.subjectOf(DEMO_PAGES_APP.apiKey, ADA);
    const react = (actor: string) => kit.call(`/rest/reactions?actor=${enc(actor)}`, token, { method: 'POST', headers: REST_JSON, body: JSON.stringify({ root: urn, reactionType: 'LIKE' }) });
    expect((await react(`urn:li:person:${ADA}`)).status).toBe(201);
    expect((await react(`urn:li:person:${sub}`)).status).toBe(409);
    const like = await kit.call(`/v2/socialActions/${enc(urn)}/likes`, token, { method: 'POST', headers: { 'content-type': 'application/json', 'x-restli-protocol-version': '2.0.0' }, body: JSON.stringify({ actor: `urn:li:person:${sub}`, object: urn }) });
    expect(like.status).toBe(409);
    const summary = await (await kit.call(`/rest/socialActions/${enc(urn)}`, token, { headers: REST_JSON })).json() as any;
    expect(summary.likesSummary.totalLikes).toBe(1);
    const key = `(actor:${enc(`urn:li:person:${sub}`)},entity:${enc(urn)})`;
    expect((await kit.call(`/rest/reactions/${key}`, token, { headers: REST_JSON })).status).toBe(200);
    expect((await kit.call(`/rest/reactions/${key}`, token, { method: 'DELETE', headers: REST_JSON })).status).toBe(204);
    expect(kit.service.context.network.reactions.size).toBe(0);
  });
});

// Comments and reactions at the HTTP level: the refusals LinkedIn sends, a comment with an image,
// and the service-wide parts (journal, faults, rate limits, --state, reset).
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { captureState, restoreState, stateProblem } from '../../state/serviceState.js';
import { createMockService } from '../../createMockService.js';

const kit = useServiceKit({ now: TODAY_NOW });
import { activityNumber, shareOfNumber } from '../../store/postNumbers.js';
import { REST_JSON, TODAY_NOW } from '../../../test/support/today.js';

/** The activity number of a post URN the service answered: another 19-digit number, as on LinkedIn. */
const activityOf = (urn: string) => {
  const number = activityNumber(shareOfNumber(kit.service.context.network, 'post', urn.split(':').pop()!)!.id);
  expect(number).not.toBe(urn.split(':').pop());
  return number;
};

const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const ME = `urn:li:person:${ADA}`;
const FEED = ['w_member_social', 'w_member_social_feed', 'r_member_social_feed'] as const;
const enc = encodeURIComponent;

let posted = 0;
async function post(memberId = ADA): Promise<string> {
  const response = await kit.call('/v2/ugcPosts', kit.token(['w_member_social'], memberId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-restli-protocol-version': '2.0.0' },
    body: JSON.stringify({
      author: `urn:li:person:${memberId}`,
      lifecycleState: 'PUBLISHED',
      specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: `Post ${++posted}` }, shareMediaCategory: 'NONE' } },
      visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'PUBLIC' },
    }),
  });
  expect(response.status).toBe(201);
  return response.headers.get('x-restli-id')!;
}

function comment(urn: string, body: Record<string, unknown>, token = kit.token([...FEED])) {
  return kit.call(`/rest/socialActions/${enc(urn)}/comments`, token, { method: 'POST', headers: REST_JSON, body: JSON.stringify({ actor: ME, object: urn, ...body }) });
}

describe('comments', () => {
  it('another member may comment on a post, but reading its comments is refused as LinkedIn refuses it [F-SOCIAL-001]', async () => {
    const urn = await post(CHARLES);
    expect((await comment(urn, { message: { text: 'Nice' } })).status).toBe(201);
    const read = await kit.call(`/rest/socialActions/${enc(urn)}/comments`, kit.token([...FEED]), { headers: REST_JSON });
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({ message: `member is unauthorized on urn:li:activity:${activityOf(urn)}`, status: 403 });
  });

  it('an actor the caller is not: 403; an unknown post: 404; no text: 422; a comment of another post as parent: 422 [F-SOCIAL-002]', async () => {
    const urn = await post();
    const other = await post();
    expect((await comment(urn, { actor: `urn:li:person:${CHARLES}`, message: { text: 'x' } })).status).toBe(403);
    expect((await comment('urn:li:share:nope', { message: { text: 'x' } })).status).toBe(404);
    expect((await comment(urn, { message: {} })).status).toBe(422);
    const first = await (await comment(other, { object: other, message: { text: 'on the other' } })).json();
    const wrong = await comment(urn, { message: { text: 'x' }, parentComment: first.commentUrn });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe(`ERROR :: /parentComment :: must be a comment on urn:li:activity:${activityOf(urn)}\n`);
  });

  it('only the comment\'s actor or the post\'s author deletes a comment; delete needs ?actor= [F-SOCIAL-003]', async () => {
    const urn = await post(CHARLES);
    const made = await (await comment(urn, { message: { text: 'Mine' } })).json();
    const path = `/rest/socialActions/${enc(urn)}/comments/${made.id}`;
    expect((await kit.call(path, kit.token([...FEED]), { method: 'DELETE', headers: REST_JSON })).status).toBe(400);
    const charles = kit.token([...FEED], CHARLES);
    const asCharles = await kit.call(`${path}?actor=${enc(`urn:li:person:${CHARLES}`)}`, charles, { method: 'DELETE', headers: REST_JSON });
    expect(asCharles.status).toBe(204);
    expect(kit.service.context.network.socialComments.size).toBe(0);
  });

  it('a comment with an uploaded image answers its content with the download URL [F-SOCIAL-004]', async () => {
    const urn = await post();
    const token = kit.token([...FEED]);
    const init = await (
      await kit.call('/rest/images?action=initializeUpload', token, { method: 'POST', headers: { ...REST_JSON, 'x-restli-method': 'action' }, body: JSON.stringify({ initializeUploadRequest: { owner: ME } }) })
    ).json();
    const notYet = await comment(urn, { message: { text: 'See' }, content: [{ entity: { image: init.value.image } }] });
    expect(notYet.status).toBe(422);
    await fetch(init.value.uploadUrl, { method: 'PUT', body: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), headers: { authorization: `Bearer ${token}` } });
    const made = await (await comment(urn, { message: { text: 'See' }, content: [{ entity: { image: init.value.image } }] })).json();
    expect(made.content).toEqual([{ type: 'IMAGE', entity: { image: init.value.image }, url: expect.stringContaining('/dms/image/') }]);
  });
});

describe('as a page (page roles of the Community Management API)', () => {
  const PAGE = 'urn:li:organization:1001'; // Ada administers Difference Works in the default data set.
  const PAGE_SCOPES = ['w_member_social', 'w_organization_social', 'r_organization_social'] as const;

  it('a page comments with its own image and reacts on its own post; a member without a role on it is refused [F-SOCIAL-005]', async () => {
    const token = kit.token([...PAGE_SCOPES]);
    const posted = await kit.call('/rest/posts', token, {
      method: 'POST',
      headers: REST_JSON,
      body: JSON.stringify({ author: PAGE, commentary: 'From the page', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    expect(posted.status).toBe(201);
    const urn = posted.headers.get('x-restli-id')!;
    const init = await (
      await kit.call('/rest/images?action=initializeUpload', token, { method: 'POST', headers: { ...REST_JSON, 'x-restli-method': 'action' }, body: JSON.stringify({ initializeUploadRequest: { owner: PAGE } }) })
    ).json();
    await fetch(init.value.uploadUrl, { method: 'PUT', body: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), headers: { authorization: `Bearer ${token}` } });
    const made = await comment(urn, { actor: PAGE, message: { text: 'The page answers' }, content: [{ entity: { image: init.value.image } }] }, token);
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ actor: PAGE, content: [{ entity: { image: init.value.image } }] });
    // The page's image is not the member's to use in a comment as himself.
    expect((await comment(urn, { message: { text: 'Me' }, content: [{ entity: { image: init.value.image } }] }, token)).status).toBe(422);
    const reacted = await kit.call(`/rest/reactions?actor=${enc(PAGE)}`, token, { method: 'POST', headers: REST_JSON, body: JSON.stringify({ root: urn, reactionType: 'APPRECIATION' }) });
    expect(reacted.status).toBe(201);
    const listed = await kit.call(`/rest/socialActions/${enc(urn)}/comments`, token, { headers: REST_JSON });
    expect((await listed.json()).elements).toEqual([expect.objectContaining({ actor: PAGE })]);
    // Charles holds no role on the page: he may not act as it, nor read its post's comments.
    const charles = kit.token([...PAGE_SCOPES], CHARLES);
    const refused = await comment(urn, { actor: PAGE, message: { text: 'Not mine' } }, charles);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Field Value validation failed in REQUEST_BODY: Data Processing Exception while processing fields [/actor]');
    expect((await kit.call(`/rest/socialActions/${enc(urn)}/comments`, charles, { headers: REST_JSON })).status).toBe(403);
  });

  it('without an organization scope the page is refused even to its administrator [F-SOCIAL-006]', async () => {
    const urn = await post();
    expect((await comment(urn, { actor: PAGE, message: { text: 'x' } })).status).toBe(403);
  });
});

describe('reactions', () => {
  it('a type that is not one of the six: 422 naming them; a reaction key that is not one: 400 [F-SOCIAL-007]', async () => {
    const urn = await post();
    const bad = await kit.call(`/rest/reactions?actor=${enc(ME)}`, kit.token([...FEED]), { method: 'POST', headers: REST_JSON, body: JSON.stringify({ root: urn, reactionType: 'CELEBRATE' }) });
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toBe('ERROR :: /reactionType :: "CELEBRATE" is not an enum symbol\n');
    expect((await kit.call(`/rest/reactions/${enc('(nobody:x)')}`, kit.token([...FEED]), { method: 'DELETE', headers: REST_JSON })).status).toBe(400);
  });

  it('a second like through /v2 by the same actor: 409; unlike, then like again [F-SOCIAL-008]', async () => {
    const urn = await post();
    const like = () => kit.call(`/v2/socialActions/${enc(urn)}/likes`, kit.token(['w_member_social']), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ actor: ME, object: urn }) });
    expect((await like()).status).toBe(201);
    expect((await like()).status).toBe(409);
    const unlike = await kit.call(`/v2/socialActions/${enc(urn)}/likes/${enc(ME)}?actor=${enc(ME)}`, kit.token(['w_member_social']), { method: 'DELETE' });
    expect(unlike.status).toBe(204);
    expect((await like()).status).toBe(201);
  });
});

describe('like the rest of the service', () => {
  it('the journal records the calls, and a fault on the comments path answers instead [F-SOCIAL-009]', async () => {
    const urn = await post();
    kit.service.admin.addFault({ path: `/rest/socialActions/*`, status: 503, times: 1 });
    expect((await comment(urn, { message: { text: 'x' } })).status).toBe(503);
    expect((await comment(urn, { message: { text: 'x' } })).status).toBe(201);
    const journal = kit.service.admin.requests({ method: 'POST' }).filter((entry) => new URL(entry.url).pathname.startsWith('/rest/socialActions/'));
    expect(journal.map((entry) => entry.status)).toEqual([503, 201]);
    expect(journal[1]!.requestBody).toContain('"message":{"text":"x"}');
  });

  it('past the member\'s daily limit: 429 with LinkedIn\'s body [F-SOCIAL-010]', async () => {
    const urn = await post();
    kit.service.context.traffic.limits = { appPerDay: 1000, memberPerDay: 2, developerPerDay: 2 };
    try {
      const token = kit.token([...FEED]);
      // The daily limit counts each endpoint on its own (issue 47, row 22): the post above was another endpoint's call.
      expect((await comment(urn, { message: { text: 'one' } }, token)).status).toBe(201);
      expect((await comment(urn, { message: { text: 'two' } }, token)).status).toBe(201);
      const refused = await comment(urn, { message: { text: 'three' } }, token);
      expect(refused.status).toBe(429);
      expect((await refused.json()).serviceErrorCode).toBe(101);
    } finally {
      kit.service.admin.reset();
    }
  });

  it('--state keeps comments and reactions (and bad ones in a file are refused); reset clears them [F-SOCIAL-011]', async () => {
    const urn = await post();
    const made = await (await comment(urn, { message: { text: 'Kept \\(as sent\\)' } })).json();
    await kit.call(`/rest/reactions?actor=${enc(ME)}`, kit.token([...FEED]), { method: 'POST', headers: REST_JSON, body: JSON.stringify({ root: made.commentUrn, reactionType: 'EMPATHY' }) });
    const saved = JSON.parse(JSON.stringify(captureState(kit.service.context)));
    expect(stateProblem(saved)).toBeNull();
    const restarted = createMockService({ now: TODAY_NOW });
    restoreState(restarted.context, saved);
    expect([...restarted.context.network.socialComments.values()]).toEqual([expect.objectContaining({ id: made.id, text: 'Kept \\(as sent\\)' })]);
    expect([...restarted.context.network.reactions.values()]).toEqual([expect.objectContaining({ reactionType: 'EMPATHY', root: made.commentUrn })]);
    expect(stateProblem({ ...saved, network: { ...saved.network, reactions: [{ actor: ME, reactionType: 'WOW' }] } })).toMatch(/reaction 0/);
    expect(stateProblem({ ...saved, network: { ...saved.network, socialComments: [{ id: 'x' }] } })).toMatch(/comment 0/);
    kit.service.admin.reset();
    expect(kit.service.context.network.socialComments.size).toBe(0);
    expect(kit.service.context.network.reactions.size).toBe(0);
  });
});

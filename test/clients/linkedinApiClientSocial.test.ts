// linkedin-api-client@0.3.0 (RestliClient, unchanged, its defaults) commenting, replying and
// reacting the way publishing tools do, against what LinkedIn does with it (docs/social-actions.md):
// - /v2/socialActions/{urn}/comments and /likes publish with a self-serve app's w_member_social;
// - /rest/socialActions and /rest/reactions are partner-gated: a self-serve app gets 403
//   partnerApiSocialActions.* / partnerApiReactions.*; the Community Management API opens them;
// - comments are plain text: backslashes are published as sent (no little-text cut).
import { describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import { ADA, PAGE_APP, TEST_APP } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';

// The Community Management API must be the only product on its app (issue 47, row 14): a page app of its own.
const COMMUNITY_APP = { ...PAGE_APP, apiKey: 'community-key', secretKey: 'community-secret', name: 'Community App' };
const kit = useServiceKit({ fixtures: { apps: [TEST_APP, COMMUNITY_APP] }, now: Date.UTC(2026, 0, 15) });

const VERSION = '202601';
const ME = `urn:li:person:${ADA.id}`;
const client = new RestliClient();
const selfServe = () => kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['w_member_social'] }).access_token;
const community = () =>
  kit.service.admin.issueToken({ memberId: ADA.id, apiKey: COMMUNITY_APP.apiKey, scopes: ['w_member_social', 'w_member_social_feed', 'r_member_social_feed'] }).access_token;

/** A post of Ada's through /v2/ugcPosts (no partner product needed), its URN. */
async function post(text: string): Promise<string> {
  const created = await client.create({
    resourcePath: '/ugcPosts',
    entity: { author: ME, lifecycleState: 'PUBLISHED', specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text }, shareMediaCategory: 'NONE' } }, visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'PUBLIC' } },
    accessToken: selfServe(),
  });
  return String(created.createdEntityId);
}

const denied = (message: string) => ({ response: { status: 403, data: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message } } });

describe('comments and reactions with linkedin-api-client@0.3.0', () => {
  it('a self-serve app: a comment, a reply and a like through /v2/socialActions, and the summary read back [F-SOCIAL-012]', async () => {
    const urn = await post('Comment on me');
    const comment = await client.create({
      resourcePath: '/socialActions/{id}/comments',
      pathKeys: { id: urn },
      entity: { actor: ME, object: urn, message: { text: 'First comment: https://example.com/more \\(plain text\\)' } },
      accessToken: selfServe(),
    });
    expect(comment.status).toBe(201);
    const made = comment.data as { commentUrn: string; id: string; message: { text: string }; object: string };
    // Plain text, not little text: the backslashes are published as sent.
    expect(made.message.text).toBe('First comment: https://example.com/more \\(plain text\\)');
    expect(made.commentUrn).toBe(`urn:li:comment:(${made.object},${made.id})`);
    const reply = await client.create({
      resourcePath: '/socialActions/{id}/comments',
      pathKeys: { id: made.commentUrn },
      entity: { actor: ME, object: urn, message: { text: 'A reply' }, parentComment: made.commentUrn },
      accessToken: selfServe(),
    });
    expect(reply.data).toMatchObject({ parentComment: made.commentUrn, message: { text: 'A reply' } });
    const like = await client.create({ resourcePath: '/socialActions/{id}/likes', pathKeys: { id: urn }, entity: { actor: ME, object: urn }, accessToken: selfServe() });
    expect(like.status).toBe(201);
    const summary = await client.get({ resourcePath: '/socialActions/{id}', pathKeys: { id: urn }, accessToken: selfServe() });
    expect(summary.data).toMatchObject({
      commentsSummary: { totalFirstLevelComments: 1, aggregatedTotalComments: 2 },
      likesSummary: { totalLikes: 1, likedByCurrentUser: true },
    });
    const listed = await client.getAll({ resourcePath: '/socialActions/{id}/comments', pathKeys: { id: urn }, accessToken: selfServe() });
    expect(listed.data.paging).toMatchObject({ start: 0, count: 10, total: 1 });
    expect(listed.data.elements).toEqual([expect.objectContaining({ id: made.id, actor: ME })]);
  });

  it('/rest with a self-serve app: the partner gate, 403 partnerApiSocialActions and partnerApiReactions [F-SOCIAL-013]', async () => {
    const urn = await post('Gated');
    await expect(
      client.create({ resourcePath: '/socialActions/{id}/comments', pathKeys: { id: urn }, entity: { actor: ME, object: urn, message: { text: 'x' } }, versionString: VERSION, accessToken: selfServe() }),
    ).rejects.toMatchObject(denied('Not enough permissions to access: partnerApiSocialActions.CREATE.20260101'));
    await expect(client.getAll({ resourcePath: '/socialActions/{id}/comments', pathKeys: { id: urn }, versionString: VERSION, accessToken: selfServe() })).rejects.toMatchObject(
      denied('Not enough permissions to access: partnerApiSocialActions.GET_ALL.20260101'),
    );
    await expect(client.get({ resourcePath: '/socialActions/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: selfServe() })).rejects.toMatchObject(
      denied('Not enough permissions to access: partnerApiSocialActions.GET.20260101'),
    );
    await expect(
      client.create({ resourcePath: '/reactions', queryParams: { actor: ME }, entity: { root: urn, reactionType: 'LIKE' }, versionString: VERSION, accessToken: selfServe() }),
    ).rejects.toMatchObject(denied('Not enough permissions to access: partnerApiReactions.CREATE.20260101'));
  });

  it('/rest with the Community Management API: a comment, a reply, a reaction (a second is 409), summaries, paging and deletes [F-SOCIAL-014]', async () => {
    const urn = await post('Community');
    const create = (text: string, extra: Record<string, unknown> = {}, on = urn) =>
      client.create({ resourcePath: '/socialActions/{id}/comments', pathKeys: { id: on }, entity: { actor: ME, object: urn, message: { text }, ...extra }, versionString: VERSION, accessToken: community() });
    const first = (await create('The first comment with the link')).data as { commentUrn: string; id: string };
    const reply = await create('Thanks!', { parentComment: first.commentUrn });
    expect(reply.data).toMatchObject({ parentComment: first.commentUrn });
    await create('Second first-level');
    const reaction = await client.create({ resourcePath: '/reactions', queryParams: { actor: ME }, entity: { root: urn, reactionType: 'PRAISE' }, versionString: VERSION, accessToken: community() });
    expect(reaction.status).toBe(201);
    expect(reaction.createdEntityId).toBe(`urn:li:reaction:(${ME},${urn})`);
    await expect(
      client.create({ resourcePath: '/reactions', queryParams: { actor: ME }, entity: { root: urn, reactionType: 'LIKE' }, versionString: VERSION, accessToken: community() }),
    ).rejects.toMatchObject({ response: { status: 409 } });
    await client.create({ resourcePath: '/reactions', queryParams: { actor: ME }, entity: { root: first.commentUrn, reactionType: 'INTEREST' }, versionString: VERSION, accessToken: community() });
    const summary = await client.get({ resourcePath: '/socialActions/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: community() });
    expect(summary.data).toMatchObject({ commentsSummary: { totalFirstLevelComments: 2, aggregatedTotalComments: 3 }, likesSummary: { totalLikes: 1, likedByCurrentUser: true } });
    const page = await client.getAll({ resourcePath: '/socialActions/{id}/comments', pathKeys: { id: urn }, queryParams: { start: 1, count: 1 }, versionString: VERSION, accessToken: community() });
    expect(page.data).toMatchObject({ paging: { start: 1, count: 1, total: 2 }, elements: [{ message: { text: 'Second first-level' } }] });
    const byEntity = await client.finder({ resourcePath: '/reactions/{id}', pathKeys: { id: { entity: urn } }, finderName: 'entity', versionString: VERSION, accessToken: community() });
    expect(byEntity.data.elements).toEqual([expect.objectContaining({ reactionType: 'PRAISE', root: urn })]);
    const deleted = await client.delete({ resourcePath: '/reactions/{id}', pathKeys: { id: { actor: ME, entity: urn } }, versionString: VERSION, accessToken: community() });
    expect(deleted.status).toBe(204);
    const removed = await client.delete({ resourcePath: '/socialActions/{urn}/comments/{id}', pathKeys: { urn, id: first.id }, queryParams: { actor: ME }, versionString: VERSION, accessToken: community() });
    expect(removed.status).toBe(204);
    const after = await client.get({ resourcePath: '/socialActions/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: community() });
    // The first comment went with its reply.
    expect(after.data).toMatchObject({ commentsSummary: { aggregatedTotalComments: 1 }, likesSummary: { totalLikes: 0, likedByCurrentUser: false } });
  });
});

describe('one comment, batch gets and the Social Metadata API with linkedin-api-client@0.3.0', () => {
  const comment = async (urn: string, text: string, actor = ME) =>
    (await client.create({ resourcePath: '/socialActions/{id}/comments', pathKeys: { id: urn }, entity: { actor, object: urn, message: { text } }, versionString: VERSION, accessToken: community() })).data as { id: string; commentUrn: string };

  it('get, edit (PARTIAL_UPDATE ?actor=, 204) and batch-get comments (Comments API); another member edits none [F-SOCIAL-016]', async () => {
    const urn = await post('Comments to read one by one');
    const first = await comment(urn, 'First words');
    const second = await comment(urn, 'Second words');
    const one = await client.get({ resourcePath: '/socialActions/{urn}/comments/{id}', pathKeys: { urn, id: first.id }, versionString: VERSION, accessToken: community() });
    expect(one.data).toMatchObject({ id: first.id, commentUrn: first.commentUrn, message: { text: 'First words' } });

    kit.service.admin.setClock({ advanceSeconds: 60 });
    const edited = await client.partialUpdate({ resourcePath: '/socialActions/{urn}/comments/{id}', pathKeys: { urn, id: first.id }, queryParams: { actor: ME }, patchSetObject: { message: { text: 'Good words' } }, versionString: VERSION, accessToken: community() });
    expect(edited.status).toBe(204);
    // The Comments API's own form of the patch, {patch:{message:{$set:{text}}}}, as public tools send it.
    const nested = await fetch(`https://api.linkedin.com/rest/socialActions/${encodeURIComponent(urn)}/comments/${first.id}?actor=${encodeURIComponent(ME)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${community()}`, 'linkedin-version': VERSION, 'x-restli-protocol-version': '2.0.0', 'x-restli-method': 'PARTIAL_UPDATE', 'content-type': 'application/json' },
      body: JSON.stringify({ patch: { message: { $set: { text: 'Better words' } } } }),
    });
    expect(nested.status).toBe(204);
    const back = await client.get({ resourcePath: '/socialActions/{urn}/comments/{id}', pathKeys: { urn, id: first.id }, versionString: VERSION, accessToken: community() });
    expect(back.data.message.text).toBe('Better words');
    expect(back.data.lastModified.time).toBe(back.data.created.time + 60_000);

    const charles = kit.service.admin.issueToken({ memberId: 'Qm7Rt2VdN8', apiKey: COMMUNITY_APP.apiKey, scopes: ['w_member_social_feed', 'r_member_social_feed'] }).access_token;
    await expect(
      client.partialUpdate({ resourcePath: '/socialActions/{urn}/comments/{id}', pathKeys: { urn, id: first.id }, queryParams: { actor: 'urn:li:person:Qm7Rt2VdN8' }, patchSetObject: { message: { text: 'Not mine' } }, versionString: VERSION, accessToken: charles }),
    ).rejects.toMatchObject({ response: { status: 403 } });

    const batch = await client.batchGet({ resourcePath: '/socialActions/{urn}/comments', pathKeys: { urn }, ids: [first.id, second.id, '7999999999999999999'], versionString: VERSION, accessToken: community() });
    expect(batch.data.statuses).toEqual({ [first.id]: 200, [second.id]: 200, '7999999999999999999': 404 });
    expect(batch.data.results[second.id].message.text).toBe('Second words');
  });

  it('socialMetadata: reactions by type and comment counts, one and by batch; its author closes the comments (202), which deletes them and refuses new ones, and opens them again [F-SOCIAL-017]', async () => {
    const urn = await post('Metadata of a post');
    const made = await comment(urn, 'A comment');
    await client.create({ resourcePath: '/socialActions/{id}/comments', pathKeys: { id: made.commentUrn }, entity: { actor: ME, object: urn, message: { text: 'A reply' } }, versionString: VERSION, accessToken: community() });
    await client.create({ resourcePath: '/reactions', queryParams: { actor: ME }, entity: { root: urn, reactionType: 'PRAISE' }, versionString: VERSION, accessToken: community() });
    const metadata = await client.get({ resourcePath: '/socialMetadata/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: community() });
    expect(metadata.data).toEqual({ commentSummary: { count: 2, topLevelCount: 1 }, commentsState: 'OPEN', entity: urn, reactionSummaries: { PRAISE: { count: 1, reactionType: 'PRAISE' } } });

    const other = await post('Another post for the batch');
    const batch = await client.batchGet({ resourcePath: '/socialMetadata', ids: [urn, other], versionString: VERSION, accessToken: community() });
    expect(batch.data.statuses).toEqual({ [urn]: 200, [other]: 200 });
    expect(batch.data.results[other]).toEqual({ commentSummary: { count: 0, topLevelCount: 0 }, commentsState: 'OPEN', entity: other, reactionSummaries: {} });

    const close = await client.partialUpdate({ resourcePath: '/socialMetadata/{id}', pathKeys: { id: urn }, queryParams: { actor: ME }, patchSetObject: { commentsState: 'CLOSED' }, versionString: VERSION, accessToken: community() });
    expect(close.status).toBe(202);
    expect((await client.get({ resourcePath: '/socialMetadata/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: community() })).data).toMatchObject({ commentSummary: { count: 0, topLevelCount: 0 }, commentsState: 'CLOSED' });
    await expect(comment(urn, 'Too late')).rejects.toMatchObject({ response: { status: 403 } });
    // Reactions are not comments: they stay.
    expect((await client.get({ resourcePath: '/socialActions/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: community() })).data).toMatchObject({ commentsSummary: { commentsState: 'CLOSED' }, likesSummary: { totalLikes: 1 } });

    const charles = kit.service.admin.issueToken({ memberId: 'Qm7Rt2VdN8', apiKey: COMMUNITY_APP.apiKey, scopes: ['w_member_social_feed'] }).access_token;
    await expect(client.partialUpdate({ resourcePath: '/socialMetadata/{id}', pathKeys: { id: urn }, queryParams: { actor: 'urn:li:person:Qm7Rt2VdN8' }, patchSetObject: { commentsState: 'OPEN' }, versionString: VERSION, accessToken: charles })).rejects.toMatchObject({ response: { status: 403 } });
    await client.partialUpdate({ resourcePath: '/socialMetadata/{id}', pathKeys: { id: urn }, queryParams: { actor: ME }, patchSetObject: { commentsState: 'OPEN' }, versionString: VERSION, accessToken: community() });
    expect((await comment(urn, 'Open again')).id).toMatch(/^\d{19}$/);
    // A self-serve app: the Community Management API's gate.
    await expect(client.get({ resourcePath: '/socialMetadata/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: selfServe() })).rejects.toMatchObject(denied('Not enough permissions to access: socialMetadata.GET.20260101'));
  });

  it('a batch get of reactions by their complex keys, (actor:…,entity:…) [F-SOCIAL-018]', async () => {
    const urn = await post('Reactions by key');
    await client.create({ resourcePath: '/reactions', queryParams: { actor: ME }, entity: { root: urn, reactionType: 'INTEREST' }, versionString: VERSION, accessToken: community() });
    const batch = await client.batchGet({ resourcePath: '/reactions', ids: [{ actor: ME, entity: urn }, { actor: 'urn:li:person:Qm7Rt2VdN8', entity: urn }], versionString: VERSION, accessToken: community() });
    const mine = `(actor:${encodeURIComponent(ME)},entity:${encodeURIComponent(urn)})`;
    const theirs = `(actor:${encodeURIComponent('urn:li:person:Qm7Rt2VdN8')},entity:${encodeURIComponent(urn)})`;
    expect(batch.data.statuses).toEqual({ [mine]: 200, [theirs]: 404 });
    expect(batch.data.results[mine]).toMatchObject({ reactionType: 'INTEREST', root: urn });
  });
});

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
  it('a self-serve app: a comment, a reply and a like through /v2/socialActions, and the summary read back', async () => {
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

  it('/rest with a self-serve app: the partner gate, 403 partnerApiSocialActions and partnerApiReactions', async () => {
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

  it('/rest with the Community Management API: a comment, a reply, a reaction (a second is 409), summaries, paging and deletes', async () => {
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

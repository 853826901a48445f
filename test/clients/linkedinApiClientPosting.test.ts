// linkedin-api-client@0.3.0 posting the way integrations do, against what LinkedIn does with it:
// - a self-serve app (Sign In + Share on LinkedIn) may post but not read posts back: 403
//   partnerApiPostsExternal.GET.{version}01 (FINDER-author for the author finder); an app with the
//   Community Management API may;
// - commentary is little text: an unescaped reserved character cuts it there, silently, still 201
//   (n8n-io/n8n#10179, activepieces/activepieces#3058); escapes, mentions and hashtags stay;
// - the same text twice from one author is 422 DUPLICATE_POST (Arisamiga/Linkedin-RSS#5).
import { describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import { ADA, PAGE_APP, TEST_APP } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';

// The Community Management API must be the only product on its app (issue 47, row 14): a page app of its own.
const COMMUNITY_APP = { ...PAGE_APP, apiKey: 'community-key', secretKey: 'community-secret', name: 'Community App' };
const kit = useServiceKit({ fixtures: { apps: [TEST_APP, COMMUNITY_APP] }, now: Date.UTC(2026, 0, 15) });

const VERSION = '202601';
const client = new RestliClient();
const token = (apiKey = TEST_APP.apiKey, scopes = ['w_member_social']) => kit.service.admin.issueToken({ memberId: ADA.id, apiKey, scopes }).access_token;
/** A Community Management app's token that may read the member's own posts: the restricted r_member_social (Posts API). */
const reader = () => token(COMMUNITY_APP.apiKey, ['w_member_social', 'r_member_social']);

async function create(commentary: string, accessToken = token()) {
  return client.create({
    resourcePath: '/posts',
    entity: { author: `urn:li:person:${ADA.id}`, commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] }, lifecycleState: 'PUBLISHED', isReshareDisabledByAuthor: false },
    versionString: VERSION,
    accessToken,
  });
}

/** The post as published, read with the Community Management app. */
async function published(urn: string) {
  return (await client.get({ resourcePath: '/posts/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken: reader() })).data;
}

describe('posting with linkedin-api-client@0.3.0', () => {
  it('a self-serve app reads no post back, even its own: 403 partnerApiPostsExternal.GET; the Community Management API with r_member_social opens it [F-POSTS-012]', async () => {
    const { createdEntityId } = await create('Read me back');
    await expect(client.get({ resourcePath: '/posts/{id}', pathKeys: { id: createdEntityId }, versionString: VERSION, accessToken: token() })).rejects.toMatchObject({
      response: { status: 403, data: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: partnerApiPostsExternal.GET.20260101' } },
    });
    // The Community Management API with w_member_social alone: still no read, as on LinkedIn (Posts API: r_member_social reads, w_member_social writes).
    await expect(client.get({ resourcePath: '/posts/{id}', pathKeys: { id: createdEntityId }, versionString: VERSION, accessToken: token(COMMUNITY_APP.apiKey) })).rejects.toMatchObject({
      response: { status: 403, data: { message: 'Not enough permissions to access: partnerApiPostsExternal.GET.20260101' } },
    });
    expect(await published(String(createdEntityId))).toMatchObject({ id: createdEntityId, commentary: 'Read me back' });
  });

  it('the author finder: 403 partnerApiPostsExternal.FINDER-author for a self-serve app; the caller\'s posts, newest first, with the Community Management API [F-POSTS-014]', async () => {
    await create('First of two');
    kit.service.admin.setClock({ advanceSeconds: 60 });
    const second = await create('Second of two');
    const finder = (accessToken: string) =>
      client.finder({ resourcePath: '/posts', finderName: 'author', queryParams: { author: `urn:li:person:${ADA.id}`, count: 1 }, versionString: VERSION, accessToken });
    await expect(finder(token())).rejects.toMatchObject({
      response: { status: 403, data: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: partnerApiPostsExternal.FINDER-author.20260101' } },
    });
    // The Community Management API and w_member_social alone still read nothing: reading is r_member_social's.
    await expect(finder(token(COMMUNITY_APP.apiKey))).rejects.toMatchObject({ response: { status: 403, data: { message: 'Not enough permissions to access: partnerApiPostsExternal.FINDER-author.20260101' } } });
    const found = await finder(reader());
    expect(found.data.paging).toMatchObject({ start: 0, count: 1 });
    expect(found.data.elements).toEqual([expect.objectContaining({ id: second.createdEntityId, commentary: 'Second of two' })]);
  });

  it('the author finder orders by sortBy: LAST_MODIFIED (the default) puts an edited post first, CREATED keeps the order of creation [F-POSTS-015]', async () => {
    const older = await create('Older, edited later');
    kit.service.admin.setClock({ advanceSeconds: 60 });
    const newer = await create('Newer, never edited');
    kit.service.admin.setClock({ advanceSeconds: 60 });
    await client.partialUpdate({ resourcePath: '/posts/{id}', pathKeys: { id: older.createdEntityId }, patchSetObject: { commentary: 'Older, now edited' }, versionString: VERSION, accessToken: token() });
    const ids = async (queryParams: Record<string, unknown>) =>
      (await client.finder({ resourcePath: '/posts', finderName: 'author', queryParams: { author: `urn:li:person:${ADA.id}`, ...queryParams }, versionString: VERSION, accessToken: reader() })).data.elements
        .map((post: { id: string }) => post.id)
        .slice(0, 2);
    expect(await ids({})).toEqual([older.createdEntityId, newer.createdEntityId]);
    expect(await ids({ sortBy: 'LAST_MODIFIED' })).toEqual([older.createdEntityId, newer.createdEntityId]);
    expect(await ids({ sortBy: 'CREATED' })).toEqual([newer.createdEntityId, older.createdEntityId]);
  });

  it('a commentary past 3,000 characters: LinkedIn\'s 400 from its content service (n8n-io/n8n#22899), on a new post and on a partial update [F-POSTS-018] [F-POSTS-038]', async () => {
    const long = 'a'.repeat(3001);
    const refusal = {
      status: 400,
      data: {
        errorDetailType: 'com.linkedin.common.error.BadRequest',
        message: 'com.linkedin.content.common.exception.BadRequestResponseException: ShareCommentary text length (3001 characters) exceeded the maximum allowed (3000 characters)',
        errorDetails: { inputErrors: [{ description: 'Size of array cannot be higher than the maxLength', input: { value: { stringValue: long } }, code: 'FIELD_ARRAY_SIZE_TOO_HIGH', maxLength: 3000 }] },
        status: 400,
      },
    };
    await expect(create(long)).rejects.toMatchObject({ response: refusal });
    expect((await create('a'.repeat(3000))).status).toBe(201);
    const created = await create('Short enough');
    await expect(
      client.partialUpdate({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, patchSetObject: { commentary: long }, versionString: VERSION, accessToken: token() }),
    ).rejects.toMatchObject({ response: refusal });
    const [entry] = kit.service.admin.requests({ method: 'POST', path: '/rest/posts', status: 400 });
    expect(entry!.notes).toEqual(expect.arrayContaining([expect.stringContaining("/commentary: a post's commentary takes at most 3000 characters; this one has 3001.")]));
  });

  it('an unescaped reserved character cuts the commentary there and still answers 201; the journal says where [F-POSTS-008]', async () => {
    const created = await create('This is a test. (This is also a test.)');
    expect(created.status).toBe(201);
    expect((await published(String(created.createdEntityId))).commentary).toBe('This is a test. ');
    const [entry] = kit.service.admin.requests({ method: 'POST', path: '/rest/posts' });
    expect(entry!.notes).toEqual([expect.stringContaining("the unescaped '(' at character 16 is reserved in little text")]);
  });

  it("a partial update's commentary is little text too: cut at the first unescaped reserved character, still 204", async () => {
    const created = await create('Before the edit');
    const updated = await client.partialUpdate({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, patchSetObject: { commentary: 'After the edit #1 (of two)' }, versionString: VERSION, accessToken: token() });
    expect(updated.status).toBe(204);
    expect((await published(String(created.createdEntityId))).commentary).toBe('After the edit ');
    const [entry] = kit.service.admin.requests({ method: 'POST', path: `/rest/posts/${encodeURIComponent(String(created.createdEntityId))}` });
    expect(entry!.notes).toEqual([expect.stringContaining("patch.$set.commentary: the unescaped '#' at character 15 is reserved in little text")]);
  });

  it('escaped characters, mentions and hashtags are kept whole [F-POSTS-009]', async () => {
    const text = 'Escaped \\(like this\\) with @[Difference Works](urn:li:organization:1001) and {hashtag|\\#|engines}';
    expect((await published(String((await create(text)).createdEntityId))).commentary).toBe(text);
  });

  it("an article without a title: Rest.li's 422, LinkedIn's body exactly (searlsco/posse_party#14); with one, 201 [F-POSTS-033]", async () => {
    const article = (fields: Record<string, string>) =>
      client.create({
        resourcePath: '/posts',
        entity: { author: `urn:li:person:${ADA.id}`, commentary: `An article ${Object.keys(fields).join(' ')}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] }, content: { article: fields }, lifecycleState: 'PUBLISHED', isReshareDisabledByAuthor: false },
        versionString: VERSION,
        accessToken: token(),
      });
    const refused = await article({ source: 'https://example.com/engines', description: 'No title' }).catch((error) => error.response);
    expect([refused.status, JSON.stringify(refused.data)]).toEqual([422, '{"message":"ERROR :: /content/article/title :: field is required but not found and has no default value\\n","status":422}']);
    expect((await article({ source: 'https://example.com/engines', title: 'Engines' })).status).toBe(201);
  });

  it('POST /v2/ugcPosts answers 201 with {"id": the post URN} in the body besides X-RestLi-Id (MicrosoftDocs/feedback#3651) [F-POSTS-029]', async () => {
    const created = await client.create({
      resourcePath: '/ugcPosts',
      entity: { author: `urn:li:person:${ADA.id}`, lifecycleState: 'PUBLISHED', specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: 'Through ugcPosts' }, shareMediaCategory: 'NONE' } }, visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'PUBLIC' } },
      accessToken: token(),
    });
    expect([created.status, created.data]).toEqual([201, { id: created.createdEntityId }]);
    expect(String(created.createdEntityId)).toMatch(/^urn:li:share:\d{19}$/);
  });

  it('visibility LOGGED_IN and CONTAINER, both LinkedIn values (Posts API), are taken and read back as sent [F-POSTS-034]', async () => {
    for (const visibility of ['LOGGED_IN', 'CONTAINER', 'CONNECTIONS', 'PUBLIC']) {
      const created = await client.create({
        resourcePath: '/posts',
        entity: { author: `urn:li:person:${ADA.id}`, commentary: `Seen by ${visibility}`, visibility, distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] }, lifecycleState: 'PUBLISHED', isReshareDisabledByAuthor: false },
        versionString: VERSION,
        accessToken: token(),
      });
      expect(created.status).toBe(201);
      expect((await published(String(created.createdEntityId))).visibility).toBe(visibility);
    }
  });

  it('a poll post (Poll API: 2 to 4 options, a duration) is published and reads back; a celebration post is the 400 the Celebration API documents [F-POSTS-035]', async () => {
    const withContent = (commentary: string, content: Record<string, unknown>) =>
      client.create({
        resourcePath: '/posts',
        entity: { author: `urn:li:person:${ADA.id}`, commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] }, content, lifecycleState: 'PUBLISHED', isReshareDisabledByAuthor: false },
        versionString: VERSION,
        accessToken: token(),
      });
    const poll = { question: 'Which engine?', options: [{ text: 'Difference' }, { text: 'Analytical' }], settings: { duration: 'THREE_DAYS', voteSelectionType: 'SINGLE_VOTE', isVoterVisibleToAuthor: true } };
    const created = await withContent('A question for you', { poll });
    expect(created.status).toBe(201);
    expect((await published(String(created.createdEntityId))).content).toEqual({ poll });
    for (const options of [[{ text: 'One' }], [1, 2, 3, 4, 5].map((n) => ({ text: `Option ${n}` }))]) {
      await expect(withContent(`Options: ${options.length}`, { poll: { ...poll, options } })).rejects.toMatchObject({
        response: { status: 422, data: { message: `ERROR :: /content/poll/options :: has ${options.length} options; a poll has 2 to 4\n`, status: 422 } },
      });
    }
    await expect(withContent('Forever', { poll: { ...poll, settings: { duration: 'FOREVER' } } })).rejects.toMatchObject({ response: { status: 422, data: { message: 'ERROR :: /content/poll/settings/duration :: "FOREVER" is not an enum symbol\n' } } });
    await expect(withContent('Congratulations', { celebration: { recipients: [`urn:li:person:${ADA.id}`] } })).rejects.toMatchObject({ response: { status: 400 } });
  });

  it('the same text twice from one author: 422 DUPLICATE_POST naming the first post [F-POSTS-011]', async () => {
    const first = await create('Only once, please');
    const again = create('Only once, please');
    await expect(again).rejects.toMatchObject({
      response: {
        status: 422,
        data: {
          errorDetailType: 'com.linkedin.common.error.BadRequest',
          message: `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${first.createdEntityId}`,
          errorDetails: { inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }] },
          status: 422,
        },
      },
    });
    // Cut commentary counts as published: these two publish the same text.
    await create('Same start (one)');
    await expect(create('Same start [two]')).rejects.toMatchObject({ response: { status: 422 } });
    expect((await create('Only once, please, but new')).status).toBe(201);
  });
});

import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { AUTHOR_MISMATCH_MESSAGE } from './posts.js';
import { activityNumber, postNumber, shareOfNumber } from '../../store/postNumbers.js';
import { REST_JSON, TODAY_NOW, TODAY_VERSION } from '../../../test/support/today.js';
import { DEMO_PAGES_APP } from '../../seed/demoAccounts.js';

// The mock clock in November 2026: the active LinkedIn-Versions are 202601 … 202611 (no 202512 was released).
const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
// Reading posts back is the Community Management API's (the partner-gated reads), which must be the only
// product on its app (issue 47, row 14): the tests that read back post through the seeded page app.
const PAGE_APP_KEY = DEMO_PAGES_APP.apiKey;

// Each post says something new: LinkedIn refuses the same text twice from one author (DUPLICATE_POST, below).
let posted = 0;
const post = (extra: Record<string, unknown> = {}) => ({
  author: `urn:li:person:${ADA}`,
  commentary: `Notes on the engine, part ${++posted}`,
  visibility: 'PUBLIC',
  distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
  lifecycleState: 'PUBLISHED',
  isReshareDisabledByAuthor: false,
  ...extra,
});

function send(path: string, token: string, body: unknown, headers: Record<string, string> = REST_JSON) {
  return kit.call(path, token, { method: 'POST', headers, body: JSON.stringify(body) });
}

describe('POST /rest/posts and GET /rest/posts/{urn}', () => {
  it('201 with x-restli-id and Content-Length: 0, read back by its encoded URN [F-POSTS-001]', async () => {
    const token = kit.token(['w_member_social', 'r_member_social'], ADA, PAGE_APP_KEY);
    const response = await send('/rest/posts', token, post({ content: { article: { source: 'https://notes.example/engine', title: 'Sketch' } } }));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-length')).toBe('0');
    expect(await response.text()).toBe('');
    const urn = response.headers.get('x-restli-id')!;
    expect(urn).toMatch(/^urn:li:share:/);
    expect(response.headers.get('location')).toBe(`https://api.mock.test/rest/posts/${encodeURIComponent(urn)}`);
    const back = await kit.call(`/rest/posts/${encodeURIComponent(urn)}`, token, { headers: { 'linkedin-version': TODAY_VERSION } });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({
      id: urn,
      author: `urn:li:person:${ADA}`,
      commentary: expect.stringMatching(/^Notes on the engine, part \d+$/),
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      content: { article: { source: 'https://notes.example/engine', title: 'Sketch' } },
      createdAt: TODAY_NOW,
    });
  });

  it('a post made through /rest/posts is in the v1 network updates (mine and a connection\'s) and in the share counter [F-POSTS-007]', async () => {
    const url = 'https://notes.example/one-story';
    const count = async () => (await (await fetch(`https://api.mock.test/countserv/count/share?url=${encodeURIComponent(url)}&callback=cb`)).text());
    expect(await count()).toBe(`cb({"count":0,"fCnt":"0","fCntPlusOne":"1","url":"${url}"});`);
    const created = await send('/rest/posts', kit.token(['w_member_social']), post({ commentary: 'One story across eras', content: { article: { source: url, title: 'Both eras' } } }));
    expect(created.status).toBe(201);
    const number = created.headers.get('x-restli-id')!.replace('urn:li:share:', '');
    expect(number).toMatch(/^7\d{18}$/);
    // v1 shows the same share under its v1 id.
    const shareId = shareOfNumber(kit.service.context.network, 'post', number)!.id;
    expect(shareId).toMatch(/^s-\d+$/);

    const mine = await kit.getJson('/v1/people/~/network/updates?scope=self&count=1', kit.token(['rw_nus']));
    const update = mine.body.values[0];
    expect(update.updateType).toBe('SHAR');
    expect(update.updateContent.person.currentShare).toMatchObject({ id: shareId, comment: 'One story across eras', content: { title: 'Both eras', submittedUrl: url } });
    const friend = await kit.getJson('/v1/people/~/network/updates?type=SHAR&count=5', kit.token(['rw_nus'], CHARLES));
    expect(friend.body.values.map((u: { updateKey: string }) => u.updateKey)).toContain(update.updateKey);
    expect(await count()).toBe(`cb({"count":1,"fCnt":"1","fCntPlusOne":"2","url":"${url}"});`);
  });

  it('LinkedIn-Version: missing → 400 VERSION_MISSING, outside the window → 426 NONEXISTENT_VERSION, any header spelling [F-RESTLI-004]', async () => {
    const token = kit.token(['w_member_social']);
    const missing = await send('/rest/posts', token, post(), { 'content-type': 'application/json' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ status: 400, code: 'VERSION_MISSING', message: expect.stringContaining('LinkedIn-Version header') });
    const old = await send('/rest/posts', token, post(), { 'content-type': 'application/json', 'Linkedin-Version': '202511' });
    expect(old.status).toBe(426);
    // LinkedIn's body exactly: no serviceErrorCode (n8n-io/n8n#28590).
    expect(await old.text()).toBe('{"status":426,"code":"NONEXISTENT_VERSION","message":"Requested version 20251101 is not active"}');
    // 202512 was never released (docs/over-time.md); 202601 is the oldest answering in late November 2026.
    expect((await send('/rest/posts', token, post(), { 'content-type': 'application/json', 'LinkedIn-Version': '202512' })).status).toBe(426);
    expect((await send('/rest/posts', token, post(), { 'content-type': 'application/json', 'LinkedIn-Version': '202601' })).status).toBe(201);
    kit.service.context.clock.set(Date.UTC(2027, 11, 1));
    try {
      expect((await send('/rest/posts', token, post(), REST_JSON)).status).toBe(426);
    } finally {
      kit.service.context.clock.set(TODAY_NOW);
    }
  });

  it('the author must be the token\'s member; w_member_social is needed; bad bodies are 422 naming the field [F-POSTS-003] [F-POSTS-004] [F-POSTS-005]', async () => {
    const token = kit.token(['w_member_social']);
    const other = await send('/rest/posts', token, post({ author: `urn:li:person:${CHARLES}` }));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ status: 403, serviceErrorCode: 100, message: AUTHOR_MISMATCH_MESSAGE });
    const scope = await send('/rest/posts', kit.token(['r_liteprofile']), post());
    expect(await scope.json()).toMatchObject({ status: 403, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: posts.CREATE.20261101' });
    const visibility = await send('/rest/posts', token, post({ visibility: 'EVERYONE' }));
    expect(visibility.status).toBe(422);
    // Rest.li's validation body, {message, status} only; the values the field takes are in the journal's notes.
    expect(await visibility.text()).toBe('{"message":"ERROR :: /visibility :: \\"EVERYONE\\" is not an enum symbol\\n","status":422}');
    expect(kit.service.admin.requests({ method: 'POST', path: '/rest/posts' }).at(-1)!.notes).toContain('/visibility: use one of PUBLIC, LOGGED_IN, CONNECTIONS, CONTAINER');
    const noBody = await kit.call('/rest/posts', token, { method: 'POST', headers: REST_JSON, body: '{"author":' });
    expect([noBody.status, (await noBody.json()).code]).toEqual([400, 'ILLEGAL_ARGUMENT']);
  });

  it('the author may be named by the OpenID Connect subject the app knows the member by [F-POSTS-006]', async () => {
    const sub = kit.service.context.subjects.subjectOf('demo-api-key', ADA);
    expect(sub).not.toBe(ADA);
    const response = await send('/rest/posts', kit.token(['w_member_social']), post({ author: `urn:li:person:${sub}` }));
    expect(response.status).toBe(201);
    const other = kit.service.context.subjects.subjectOf('demo-api-key', CHARLES);
    expect((await send('/rest/posts', kit.token(['w_member_social']), post({ author: `urn:li:person:${other}` }))).status).toBe(403);
  });

  it('reading one\'s own post needs the restricted r_member_social (Posts API): w_member_social only writes, even with the Community Management API [F-POSTS-028]', async () => {
    const created = await send('/rest/posts', kit.token(['w_member_social'], ADA, PAGE_APP_KEY), post());
    const path = `/rest/posts/${encodeURIComponent(created.headers.get('x-restli-id')!)}`;
    const writer = await kit.call(path, kit.token(['w_member_social'], ADA, PAGE_APP_KEY), { headers: REST_JSON });
    expect([writer.status, await writer.json()]).toEqual([403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: partnerApiPostsExternal.GET.${TODAY_VERSION}01` }]);
    const finder = await kit.call(`/rest/posts?q=author&author=${encodeURIComponent(`urn:li:person:${ADA}`)}`, kit.token(['w_member_social'], ADA, PAGE_APP_KEY), { headers: REST_JSON });
    expect([finder.status, (await finder.json()).message]).toEqual([403, `Not enough permissions to access: partnerApiPostsExternal.FINDER-author.${TODAY_VERSION}01`]);
    expect((await kit.call(path, kit.token(['r_member_social'], ADA, PAGE_APP_KEY), { headers: REST_JSON })).status).toBe(200);
  });

  it('another member\'s post is restricted; an unknown one is a 404; seeded v1 shares read back as posts [F-POSTS-013]', async () => {
    const created = await send('/rest/posts', kit.token(['w_member_social', 'r_member_social'], ADA, PAGE_APP_KEY), post());
    const urn = created.headers.get('x-restli-id')!;
    const charles = await kit.call(`/rest/posts/${encodeURIComponent(urn)}`, kit.token(['w_member_social', 'r_member_social'], CHARLES, PAGE_APP_KEY), { headers: REST_JSON });
    expect([charles.status, (await charles.json()).message]).toEqual([403, `Not enough permissions to access: partnerApiPostsExternal.GET.${TODAY_VERSION}01`]);
    expect((await kit.call('/rest/posts/urn%3Ali%3Ashare%3Anope', kit.token(['w_member_social', 'r_member_social'], ADA, PAGE_APP_KEY), { headers: REST_JSON })).status).toBe(404);
    const seeded = [...kit.service.context.network.shares.values()].find((s) => s.authorId === ADA)!;
    const number = postNumber(seeded.id);
    expect(number).toMatch(/^7\d{18}$/);
    for (const type of ['share', 'ugcPost']) {
      const back = await kit.call(`/rest/posts/urn%3Ali%3A${type}%3A${number}?projection=(id,author)`, kit.token(['w_member_social', 'r_member_social'], ADA, PAGE_APP_KEY), { headers: REST_JSON });
      expect(await back.json()).toEqual({ id: `urn:li:share:${number}`, author: `urn:li:person:${ADA}` });
    }
    // The v1 id is no post URN; an activity URN is not read by the Posts API.
    expect((await kit.call(`/rest/posts/urn%3Ali%3Ashare%3A${seeded.id}`, kit.token(['w_member_social', 'r_member_social'], ADA, PAGE_APP_KEY), { headers: REST_JSON })).status).toBe(404);
    expect((await kit.call(`/rest/posts/urn%3Ali%3Aactivity%3A${activityNumber(seeded.id)}`, kit.token(['w_member_social', 'r_member_social'], ADA, PAGE_APP_KEY), { headers: REST_JSON })).status).toBe(400);
  });
});

describe('POST /v2/ugcPosts and /v2/shares', () => {
  const ugc = (author = `urn:li:person:${ADA}`) => ({
    author,
    lifecycleState: 'PUBLISHED',
    specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: 'From ugcPosts' }, shareMediaCategory: 'NONE' } },
    visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'CONNECTIONS' },
  });

  it('ugcPosts: 201, X-RestLi-Id and {"id": the same URN} (MicrosoftDocs/feedback#3651); the share is Ada\'s current share for connections only [F-POSTS-019] [F-POSTS-029]', async () => {
    const response = await send('/v2/ugcPosts', kit.token(['w_member_social']), ugc(), { 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' });
    expect(response.status).toBe(201);
    expect(await response.clone().json()).toEqual({ id: response.headers.get('x-restli-id') });
    const share = shareOfNumber(kit.service.context.network, 'post', response.headers.get('x-restli-id')!.replace('urn:li:share:', ''));
    expect(share).toMatchObject({ authorId: ADA, comment: 'From ugcPosts', visibility: 'connections-only' });
    const id = share!.id;
    const profile = await kit.getJson('/v1/people/~:(current-share:(id,comment))', kit.token(['r_basicprofile']));
    expect(profile.body.currentShare).toEqual({ id, comment: 'From ugcPosts' });
  });

  it('ugcPosts refuses another author and a post without text or media [F-POSTS-020]', async () => {
    expect((await send('/v2/ugcPosts', kit.token(['w_member_social']), ugc(`urn:li:person:${CHARLES}`))).status).toBe(403);
    const empty = ugc();
    empty.specificContent['com.linkedin.ugc.ShareContent'].shareCommentary.text = '';
    const response = await send('/v2/ugcPosts', kit.token(['w_member_social']), empty);
    expect(response.status).toBe(422);
    expect((await send('/v2/ugcPosts', kit.token(['rw_nus']), ugc())).status).toBe(403);
  });

  it('the legacy /v2/shares answers the share record [F-POSTS-021]', async () => {
    const response = await send('/v2/shares', kit.token(['w_share']), {
      owner: `urn:li:person:${ADA}`,
      text: { text: 'Legacy share' },
      content: { contentEntities: [{ entityLocation: 'https://notes.example/legacy' }], title: 'Legacy' },
      distribution: { linkedInDistributionTarget: {} },
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ owner: `urn:li:person:${ADA}`, text: { text: 'Legacy share' }, content: { title: 'Legacy', contentEntities: [{ entityLocation: 'https://notes.example/legacy' }] } });
    expect(response.headers.get('x-restli-id')).toBe(`urn:li:share:${body.id}`);
  });
});

describe('/rest/images', () => {
  it('initializeUpload, PUT the bytes, then the image URN in a post [F-MEDIA-001]', async () => {
    const token = kit.token(['w_member_social', 'r_member_social'], ADA, PAGE_APP_KEY);
    const init = await kit.call('/rest/images?action=initializeUpload', token, {
      method: 'POST',
      headers: { ...REST_JSON, 'x-restli-method': 'action' },
      body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }),
    });
    expect(init.status).toBe(200);
    const { value } = await init.json();
    expect(value.image).toMatch(/^urn:li:image:/);
    expect(value.uploadUrlExpiresAt).toBe(TODAY_NOW + 86_400_000);
    // Not uploaded yet: a post cannot use it.
    const early = await send('/rest/posts', token, post({ content: { media: { id: value.image } } }));
    expect(early.status).toBe(422);

    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect((await fetch(value.uploadUrl.replace(/ut=[^&]+/, 'ut=wrong'), { method: 'PUT', body: png, headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    // The upload URL is signed: the bytes go without a token, as to LinkedIn's (docs/media.md).
    const put = await fetch(value.uploadUrl, { method: 'PUT', body: png });
    expect(put.status).toBe(201);

    // Its status is an organization token's to read (a member's token writes only: docs/media.md).
    const memberRead = await kit.call(`/rest/images/${encodeURIComponent(value.image)}`, token, { headers: REST_JSON });
    expect([memberRead.status, (await memberRead.json()).message]).toEqual([403, `Not enough permissions to access: images.GET.${TODAY_VERSION}01`]);
    const image = await (await kit.call(`/rest/images/${encodeURIComponent(value.image)}`, kit.token(['w_organization_social']), { headers: REST_JSON })).json();
    expect(image).toMatchObject({ id: value.image, owner: `urn:li:person:${ADA}`, status: 'AVAILABLE' });
    const download = await fetch(image.downloadUrl);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);

    const created = await send('/rest/posts', token, post({ content: { media: { id: value.image } } }));
    expect(created.status).toBe(201);
    const back = await (await kit.call(`/rest/posts/${encodeURIComponent(created.headers.get('x-restli-id')!)}`, token, { headers: REST_JSON })).json();
    expect(back.content).toEqual({ media: { id: value.image } });
  });

  it('the owner must be the caller [F-MEDIA-002]', async () => {
    const response = await kit.call('/rest/images?action=initializeUpload', kit.token(['w_member_social', 'r_member_social']), {
      method: 'POST',
      headers: REST_JSON,
      body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${CHARLES}` } }),
    });
    expect(response.status).toBe(403);
  });
});

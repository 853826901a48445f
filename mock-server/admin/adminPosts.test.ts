// The admin read-out of published posts (admin.posts(), GET /__admin/posts) and the link from a
// media item to its post (admin.media()): posts made through the API, newest first, with the
// commentary as members see it, little text's cut, media with their status, comment and reaction
// counts and the post's page; the cap; the guard of the admin API.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { mediaBytes } from '../../test/support/mediaBytes.js';
import { ADMIN_POST_COMMENTARY_CHARS, ADMIN_RECENT_POSTS } from '../defaults.js';
import { REST_JSON, TODAY_NOW } from '../../test/support/today.js';

const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const ME = `urn:li:person:${ADA}`;
const enc = encodeURIComponent;
const token = () => kit.token(['w_member_social'], ADA);

async function publish(commentary: string, content?: unknown): Promise<string> {
  const response = await kit.call('/rest/posts', token(), {
    method: 'POST',
    headers: REST_JSON,
    body: JSON.stringify({ author: ME, commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', ...(content ? { content } : {}) }),
  });
  expect(response.status).toBe(201);
  return response.headers.get('x-restli-id')!;
}

async function image(upload = true): Promise<string> {
  const init = await kit.call('/rest/images?action=initializeUpload', token(), { method: 'POST', headers: REST_JSON, body: JSON.stringify({ initializeUploadRequest: { owner: ME } }) });
  const { uploadUrl, image: urn } = (await init.json()).value;
  if (upload) expect((await kit.call(new URL(uploadUrl).pathname + new URL(uploadUrl).search, token(), { method: 'PUT', body: mediaBytes.png() })).status).toBe(201);
  return urn;
}

describe('admin.posts() and GET /__admin/posts', () => {
  it('lists posts newest first: author, page, commentary as published with its cut, media with status, comments and reactions', async () => {
    const first = await publish('Launch day (at noon) <img src=x onerror=alert(1)>');
    kit.service.admin.setClock({ advanceSeconds: 60 });
    const [one, two] = [await image(), await image()];
    const second = await publish('Two pictures \\(escaped\\) {hashtag|\\#|engines}', { multiImage: { images: [{ id: one }, { id: two }] } });
    kit.service.admin.mediaProcessing({ urn: two, processing: 'fail', reason: 'Corrupt' });
    const commented = await kit.call(`/v2/socialActions/${enc(second)}/comments`, token(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ actor: ME, message: { text: 'First comment' } }) });
    expect(commented.status).toBe(201);
    const liked = await kit.call(`/v2/socialActions/${enc(second)}/likes`, token(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ actor: ME, object: second }) });
    expect(liked.status).toBe(201);

    const posts = kit.service.admin.posts().posts;
    const seeded = posts.filter((post) => post.urn !== first && post.urn !== second);
    expect(posts.slice(0, 2).map((post) => post.urn)).toEqual([second, first]);
    expect(posts[0]).toEqual({
      urn: second,
      feedUpdate: `/feed/update/${second}/`,
      author: { urn: ME, name: 'Ada Lovelace' },
      publishedAt: Date.UTC(2026, 10, 25, 12, 1),
      commentary: 'Two pictures (escaped) #engines',
      media: [
        { urn: one, type: 'image', status: 'AVAILABLE' },
        { urn: two, type: 'image', status: 'PROCESSING_FAILED' },
      ],
      comments: 1,
      reactions: 1,
      edited: false,
    });
    expect(posts[1]).toMatchObject({ urn: first, commentary: 'Launch day ', cut: { at: 11, dropped: '(at noon) <img src=x onerror=alert(1)>' }, media: [], comments: 0, reactions: 0 });
    // The seeded network's shares are posts too, older than the run's.
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((post) => post.publishedAt <= posts[1]!.publishedAt && /^urn:li:share:\d{19}$/.test(post.urn))).toBe(true);

    // Over HTTP, the same list; the page it names is the post's.
    const answer = await fetch('https://api.mock.test/__admin/posts');
    expect(answer.status).toBe(200);
    // The Node call answers what the HTTP call answers: { posts } (docs/node-api.md).
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(kit.service.admin.posts())));
    expect(Object.keys(kit.service.admin.posts())).toEqual(['posts']);
    const page = await fetch(`https://www.linkedin.com${posts[0]!.feedUpdate}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Two pictures (escaped) #engines');

    // Media: each item names the post that shows it; one no post shows names none.
    const lonely = await image(false);
    const media = kit.service.admin.media();
    expect(media.find((item) => item.urn === one)).toMatchObject({ post: second });
    expect(media.find((item) => item.urn === two)).toMatchObject({ post: second, status: 'PROCESSING_FAILED' });
    expect(media.find((item) => item.urn === lonely)).not.toHaveProperty('post');
  });

  it('a long commentary is shortened; a deleted medium says so; at most ADMIN_RECENT_POSTS posts', async () => {
    const long = 'x'.repeat(ADMIN_POST_COMMENTARY_CHARS + 50);
    const pic = await image();
    const posted = await publish(long, { media: { id: pic } });
    // A post may not name an image the service does not hold, so it goes after posting.
    kit.service.context.network.images.delete(pic.split(':').pop()!);
    const [summary] = kit.service.admin.posts().posts;
    expect(summary!.urn).toBe(posted);
    expect(Array.from(summary!.commentary)).toHaveLength(ADMIN_POST_COMMENTARY_CHARS);
    expect(summary!.commentary.endsWith('x…')).toBe(true);
    expect(summary!.media).toEqual([{ urn: pic, type: 'image', status: 'deleted' }]);

    for (let i = 0; i < ADMIN_RECENT_POSTS; i++) await publish(`Post number ${i}`);
    const posts = kit.service.admin.posts().posts;
    expect(posts).toHaveLength(ADMIN_RECENT_POSTS);
    expect(posts[0]!.commentary).toBe(`Post number ${ADMIN_RECENT_POSTS - 1}`);
    expect(posts.map((post) => post.urn)).not.toContain(posted);
  });

  it('is guarded like the rest of the admin API: a page on another origin is refused', async () => {
    const refused = await fetch('https://api.mock.test/__admin/posts', { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBeDefined();
  });
});

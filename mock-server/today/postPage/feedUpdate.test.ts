// The post page /feed/update/{urn}/ from the store: each kind of content has its card, a reshare
// shows its parent, replies sit under their comment, little text is displayed as members see it,
// and everything a member wrote is escaped.
import { describe, expect, it } from 'vitest';
import { activityNumber, postNumber } from '../../store/postNumbers.js';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { TODAY_NOW } from '../../../test/support/today.js';

const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const page = async (path: string) => {
  const response = await fetch(`https://www.linkedin.com${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') };
};

describe('/feed/update/{urn}/', () => {
  it('a reshare of a post with an article, a video, a document; comments with replies and an image; little text displayed, markup escaped', async () => {
    const network = kit.service.context.network;
    const now = kit.service.context.clock.now();
    network.images.set('img1', { id: 'img1', ownerId: ADA, status: 'AVAILABLE', uploadToken: 't', uploadUrlExpiresAt: now, createdAt: now, mediaType: 'image/png', data: 'iVBORw0KGgo=' });
    network.shares.set('p1', { id: 'p1', authorId: ADA, comment: 'Read <this> \\(now\\) {hashtag|\\#|engines}', visibility: 'anyone', timestamp: now, content: { submittedUrl: 'https://notes.example/engine', title: 'The engine', description: 'Notes' } });
    network.shares.set('p2', { id: 'p2', companyId: '1001', comment: 'Our film', visibility: 'anyone', timestamp: now, attributionShareId: 'p1', media: { urn: 'urn:li:video:v1', title: 'Trailer' } });
    network.shares.set('p3', { id: 'p3', authorId: ADA, comment: 'Slides', visibility: 'connections-only', timestamp: now, media: { urn: 'urn:li:document:d1', title: 'Deck' } });
    network.socialComments.set('7100000000000000001', { id: '7100000000000000001', shareId: 'p2', actor: `urn:li:person:${ADA}`, memberId: ADA, text: '<b>not bold</b> \\(kept\\)', createdAt: now, imageId: 'img1' });
    network.socialComments.set('7100000000000000002', { id: '7100000000000000002', shareId: 'p2', actor: 'urn:li:organization:1001', memberId: ADA, text: 'A reply from the page', parentId: '7100000000000000001', createdAt: now + 1 });
    network.reactions.set('x', { actor: `urn:li:person:${ADA}`, memberId: ADA, entity: 'share:p2', root: 'urn:li:share:p2', reactionType: 'EMPATHY', createdAt: now });

    const { status, html, csp } = await page(`/feed/update/${encodeURIComponent(`urn:li:ugcPost:${postNumber('p2')}`)}/`);
    expect(status).toBe(200);
    expect(csp).toContain("default-src 'none'");
    expect(html).toContain('<h1>Post by Difference Works</h1>');
    expect(html).toContain('Video: Trailer</strong><span>deleted</span>');
    expect(html).toMatch(/role="group" aria-label="Reshared post">.*Read &lt;this&gt; \(now\) #engines/s);
    expect(html).toContain('<a href="https://notes.example/engine">The engine</a>');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt; \\(kept\\)');
    expect(html).toContain('src="https://www.linkedin.com/dms/image/img1"');
    expect(html).toMatch(/id="comment-7100000000000000001">.*<ol class="comments" aria-label="Replies"><li class="comment" id="comment-7100000000000000002"><strong>Difference Works<\/strong>/s);
    expect(html).toContain('Love 1 · 2 comments');

    const doc = await page(`/feed/update/urn:li:activity:${activityNumber('p3')}`);
    expect(doc.html).toContain('Document: Deck</strong>');
    expect(doc.html).toContain('Connections only');
    expect(doc.html).toContain(`urn:li:share:${postNumber('p3')}`);
    // The post's own number is no activity: LinkedIn's activity ids are other numbers.
    expect((await page(`/feed/update/urn:li:activity:${postNumber('p3')}`)).status).toBe(404);
  });

  it("the note of little text's cut follows the commentary: set by /rest/posts, replaced or removed by a partial update", async () => {
    const authorization = `Bearer ${kit.service.admin.issueToken({ memberId: ADA, scopes: ['w_member_social'] }).access_token}`;
    const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`https://api.linkedin.com${path}`, { method: 'POST', headers: { authorization, 'linkedin-version': '202601', 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const created = await call('/rest/posts', { author: `urn:li:person:${ADA}`, commentary: 'Launch day (at noon)', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' });
    expect(created.status).toBe(201);
    const urn = created.headers.get('x-restli-id')!;
    const note = async () => /id="commentary-cut">[^]*?<code>([^<]*)<\/code>/.exec((await page(`/feed/update/${encodeURIComponent(urn)}/`)).html)?.[1];
    expect(await note()).toBe('(at noon)');
    const update = (commentary: string) => call(`/rest/posts/${encodeURIComponent(urn)}`, { patch: { $set: { commentary } } }, { 'x-restli-method': 'PARTIAL_UPDATE' });
    expect((await update('Launch day #2 moved')).status).toBe(204);
    expect(await note()).toBe('#2 moved');
    expect((await update('Launch day, at noon')).status).toBe(204);
    expect(await note()).toBeUndefined();
  });

  it('a post the service does not have: 404 in the service look', async () => {
    const { status, html } = await page('/feed/update/urn:li:share:%3Cscript%3E/');
    expect(status).toBe(404);
    expect(html).toContain('There is no post urn:li:share:&lt;script&gt;');
  });
});

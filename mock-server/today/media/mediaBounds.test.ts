// Issue 34 #4: uploaded images were never dropped and unbounded (each 1 MB upload kept 1.3 MiB, still
// there 400 days on). Now bounded in count and bytes per member and per server, and dropped when
// no post shows them for their unused lifetime (MEDIA_BOUNDS, defaults.ts).
import { describe, expect, it } from 'vitest';
import { mediaBytes } from '../../../test/support/mediaBytes.js';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { MEDIA_BOUNDS } from '../../defaults.js';
import { makeRoomForMedia, type MediaItem } from './mediaBounds.js';
import { TODAY_NOW, TODAY_VERSION } from '../../../test/support/today.js';

const REST = { 'linkedin-version': TODAY_VERSION, 'content-type': 'application/json' };
const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const ONE_MB = 1_000_000;

async function upload(token: string, bytes: number) {
  const init = await kit.call('/rest/images?action=initializeUpload', token, { method: 'POST', headers: REST, body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }) });
  if (init.status !== 200) return { status: init.status, body: await init.text() };
  const { uploadUrl, image } = (await init.json()).value as { uploadUrl: string; image: string };
  // A PNG's signature, then filler: a file LinkedIn's processing takes (docs/media.md).
  const body = new Uint8Array(bytes).fill(0x89);
  body.set(mediaBytes.png().subarray(0, Math.min(bytes, 8)));
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body });
  return { status: put.status, image };
}
const heldBytes = () => [...kit.service.context.network.images.values()].reduce((sum, image) => sum + (image.size ?? 0), 0);
const getImage = (token: string, urn: string) => kit.call(`/rest/images/${encodeURIComponent(urn)}`, token, { headers: REST });

describe('uploaded images are bounded and expire when unused', () => {
  it('a member uploading 40 images of 1 MB keeps at most MEDIA_BOUNDS.memberBytes; the oldest unused went first [F-MEDIA-018]', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    const images: string[] = [];
    for (let i = 0; i < 40; i++) {
      const result = await upload(token, ONE_MB);
      expect(result.status).toBe(201);
      images.push(result.image!);
    }
    expect(heldBytes()).toBeLessThanOrEqual(MEDIA_BOUNDS.memberBytes);
    expect((await getImage(token, images[0]!)).status).toBe(404);
    expect((await getImage(token, images[39]!)).status).toBe(200);
  });

  it('a member initializing 150 uploads keeps at most MEDIA_BOUNDS.memberItems [F-MEDIA-018]', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    for (let i = 0; i < 150; i++) expect((await kit.call('/rest/images?action=initializeUpload', token, { method: 'POST', headers: REST, body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }) })).status).toBe(200);
    expect(kit.service.context.network.images.size).toBe(MEDIA_BOUNDS.memberItems);
  });

  it('an image no post shows is dropped after its unused lifetime (at once when the clock moves); one a post shows stays [F-MEDIA-019]', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    const unused = (await upload(token, 1000)).image!;
    const posted = (await upload(token, 1000)).image!;
    const post = await kit.call('/rest/posts', token, {
      method: 'POST',
      headers: REST,
      body: JSON.stringify({ author: `urn:li:person:${ADA}`, commentary: 'x', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', content: { media: { id: posted } } }),
    });
    expect(post.status).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: MEDIA_BOUNDS.unusedLifetimeSeconds.image - 60 });
    const early = await getImage(token, unused);
    expect(early.status, await early.clone().text()).toBe(200);
    kit.service.admin.setClock({ advanceSeconds: 120 });
    expect([...kit.service.context.network.images.keys()]).toEqual([posted.split(':').pop()]);
    expect((await getImage(token, unused)).status).toBe(404);
    kit.service.admin.setClock({ advanceSeconds: 400 * 86_400 });
    expect(kit.service.context.network.images.has(posted.split(':').pop()!)).toBe(true);
  });
});

describe('videos, documents and legacy assets are bounded by the same rule (heldMedia)', () => {
  const initDocument = (token: string) => kit.call('/rest/documents?action=initializeUpload', token, { method: 'POST', headers: REST, body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }) });
  const initVideo = (token: string, size: number) =>
    kit.call('/rest/videos?action=initializeUpload', token, { method: 'POST', headers: REST, body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}`, fileSizeBytes: size } }) });
  const held = () => kit.service.context.network.images.size + kit.service.context.network.media.size;

  it('items of every kind count together: 60 images and 60 documents keep MEDIA_BOUNDS.memberItems, the oldest (images) pushed out', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    for (let i = 0; i < 60; i++) expect((await kit.call('/rest/images?action=initializeUpload', token, { method: 'POST', headers: REST, body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }) })).status).toBe(200);
    for (let i = 0; i < 60; i++) expect((await initDocument(token)).status).toBe(200);
    expect(held()).toBe(MEDIA_BOUNDS.memberItems);
    expect(kit.service.context.network.media.size).toBe(60);
  });

  it('document and video bytes count: 1 MB documents and a video part push out the oldest unused, within MEDIA_BOUNDS.memberBytes', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    for (let i = 0; i < 20; i++) {
      const { uploadUrl } = (await (await initDocument(token)).json()).value as { uploadUrl: string };
      expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(ONE_MB).fill(0x25) })).status).toBe(201);
    }
    const video = (await (await initVideo(token, 4 * ONE_MB)).json()).value as { uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[] };
    const [part] = video.uploadInstructions;
    expect((await fetch(part!.uploadUrl, { method: 'PUT', body: new Uint8Array(part!.lastByte - part!.firstByte + 1) })).status).toBe(200);
    const bytes = [...kit.service.context.network.media.values()].reduce((sum, item) => sum + (item.size ?? 0), 0);
    expect(bytes).toBeGreaterThan(4 * ONE_MB);
    expect(bytes).toBeLessThanOrEqual(MEDIA_BOUNDS.memberBytes);
  });

  it('a document no post shows expires; one a post shows stays until the post is deleted, then expires too', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    const docs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { uploadUrl, document } = (await (await initDocument(token)).json()).value as { uploadUrl: string; document: string };
      expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') })).status).toBe(201);
      docs.push(document);
    }
    kit.service.admin.setClock({ advanceSeconds: 60 });
    const post = await kit.call('/rest/posts', token, {
      method: 'POST',
      headers: REST,
      body: JSON.stringify({ author: `urn:li:person:${ADA}`, commentary: 'x', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', content: { media: { id: docs[1], title: 'Notes.pdf' } } }),
    });
    expect(post.status, await post.clone().text()).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: MEDIA_BOUNDS.unusedLifetimeSeconds.document });
    const ids = () => [...kit.service.context.network.media.keys()].map((id) => `urn:li:document:${id}`);
    expect(ids()).toEqual([docs[1]]);
    const urn = post.headers.get('x-restli-id')!;
    expect((await kit.call(`/rest/posts/${encodeURIComponent(urn)}`, token, { method: 'DELETE', headers: REST })).status).toBe(204);
    kit.service.admin.setClock({ advanceSeconds: 1 });
    expect(ids()).toEqual([]);
  });
});

describe('the rule (makeRoomForMedia), over every kind and every service of a server', () => {
  const bounds = { memberItems: 3, memberBytes: 100, serverItems: 4, serverBytes: 150, unusedLifetimeSeconds: { image: 10, video: 10, document: 10, asset: 10 } };
  const item = (id: string, ownerId: string, bytes: number, since: number, inPost = false): MediaItem => ({ kind: id.startsWith('v') ? 'video' : 'image', id, ownerId, bytes, since, inPost });

  it('drops expired items, then the member\'s oldest unused, then the server\'s oldest unused; kinds count together', () => {
    const held = [item('i1', 'ada', 10, 0), item('v2', 'ada', 10, 1), item('i3', 'ada', 10, 2), item('i4', 'bob', 10, 3)];
    expect(makeRoomForMedia(held, { kind: 'image', id: 'new', ownerId: 'ada', bytes: 10 }, 5, bounds)).toEqual({ drop: [held[0]] });
    expect(makeRoomForMedia(held, { kind: 'image', id: 'new', ownerId: 'cy', bytes: 10 }, 5, bounds)).toEqual({ drop: [held[0]] });
    expect(makeRoomForMedia(held, { kind: 'image', id: 'new', ownerId: 'cy', bytes: 10 }, 10_002, bounds)).toEqual({ drop: [held[0], held[1], held[2]] });
    expect(makeRoomForMedia(held, { kind: 'image', id: 'new', ownerId: 'bob', bytes: 95 }, 5, bounds)).toEqual({ drop: [held[3]] });
    const big = [item('i1', 'ada', 40, 0), item('i4', 'bob', 40, 3)];
    expect(makeRoomForMedia(big, { kind: 'image', id: 'new', ownerId: 'cy', bytes: 100 }, 5, bounds)).toEqual({ drop: [big[0]] });
  });

  it('refuses only when everything in the way is in a post; a new upload to an item does not count it twice [F-MEDIA-020]', () => {
    const posted = [item('i1', 'ada', 40, 0, true), item('i2', 'ada', 40, 1, true)];
    expect(makeRoomForMedia(posted, { kind: 'image', id: 'new', ownerId: 'ada', bytes: 30 }, 5, bounds)).toEqual({ refusal: expect.stringContaining("member ada's uploads") });
    expect(makeRoomForMedia(posted, { kind: 'image', id: 'i2', ownerId: 'ada', bytes: 60 }, 5, bounds)).toEqual({ drop: [] });
    expect(makeRoomForMedia([...posted, item('i3', 'bob', 60, 2, true)], { kind: 'image', id: 'new', ownerId: 'cy', bytes: 20 }, 5, bounds)).toEqual({ refusal: expect.stringContaining("this server's uploads") });
  });
});

// The server-wide bound shared by the services of a server (tenants): mediaShare.test.ts.

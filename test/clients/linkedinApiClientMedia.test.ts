// linkedin-api-client@0.3.0 (LinkedIn's own client, unchanged, with its defaults) publishing media
// through the mock (docs/media.md): a three-part video uploaded, finalized, polled to AVAILABLE and
// posted; a document post; a two-image post; a reshare; a delete; a partial update; a post refused
// while its video is held in PROCESSING and accepted once it is released. The byte PUTs go with fetch, as the client
// has no upload call (its README: "use any HTTP client for the upload URL"). MSW's setupServer
// intercepts both at https://api.linkedin.com.
import { describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import { ADA, PAGE_APP, TEST_APP } from '../support/oauthFlow.js';
import { mediaBytes } from '../support/mediaBytes.js';
import { useServiceKit } from '../support/serviceKit.js';

// Reading a post back needs the Community Management API (a self-serve app gets LinkedIn's partner gate, docs/v2.md).
// The Community Management API must be the only product on its app (issue 47, row 14): a page app of its own.
const COMMUNITY_APP = { ...PAGE_APP, apiKey: 'community-key', secretKey: 'community-secret', name: 'Community App' };
const kit = useServiceKit({ fixtures: { apps: [TEST_APP, COMMUNITY_APP] }, now: Date.UTC(2026, 0, 15) });

const VERSION = '202601';
const client = new RestliClient();
const token = (memberId = ADA.id) => kit.service.admin.issueToken({ memberId, apiKey: TEST_APP.apiKey, scopes: ['w_member_social'] }).access_token;
const ME = `urn:li:person:${ADA.id}`;
/** A token of the Community Management app with the restricted r_member_social, to read posts back (Posts API). */
const reader = () => kit.service.admin.issueToken({ memberId: ADA.id, apiKey: COMMUNITY_APP.apiKey, scopes: ['w_member_social', 'r_member_social'] }).access_token;
/** An organization token of the same member (the Community Management app, w_organization_social): what reads an image's or a document's status. */
const organizationToken = () => kit.service.admin.issueToken({ memberId: ADA.id, apiKey: COMMUNITY_APP.apiKey, scopes: ['w_member_social', 'w_organization_social'] }).access_token;
/** Charles Babbage, another member of the default data set. */
const CHARLES = { id: 'Qm7Rt2VdN8' };
const PART = 4_194_304;

const postBody = (extra: Record<string, unknown>) => ({
  author: ME,
  commentary: 'With media',
  visibility: 'PUBLIC',
  distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
  lifecycleState: 'PUBLISHED',
  isReshareDisabledByAuthor: false,
  ...extra,
});

async function createPost(accessToken: string, extra: Record<string, unknown>) {
  return client.create({ resourcePath: '/posts', entity: postBody(extra), versionString: VERSION, accessToken });
}

/** initializeUpload, one PUT per uploadInstruction (its byte range), finalizeUpload with the ETags. */
async function uploadVideo(accessToken: string, bytes: Uint8Array): Promise<{ video: string; parts: number }> {
  const init = await client.action({
    resourcePath: '/videos',
    actionName: 'initializeUpload',
    data: { initializeUploadRequest: { owner: ME, fileSizeBytes: bytes.byteLength, uploadCaptions: false, uploadThumbnail: false } },
    versionString: VERSION,
    accessToken,
  });
  const { video, uploadInstructions, uploadToken } = init.data.value;
  const etags: string[] = [];
  for (const { uploadUrl, firstByte, lastByte } of uploadInstructions) {
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: bytes.slice(firstByte, lastByte + 1) });
    expect(put.status).toBe(200);
    etags.push(put.headers.get('etag')!);
  }
  await client.action({
    resourcePath: '/videos',
    actionName: 'finalizeUpload',
    data: { finalizeUploadRequest: { video, uploadToken, uploadedPartIds: etags } },
    versionString: VERSION,
    accessToken,
  });
  return { video, parts: uploadInstructions.length };
}

const getVideo = (accessToken: string, urn: string) => client.get({ resourcePath: '/videos/{id}', pathKeys: { id: urn }, versionString: VERSION, accessToken });

describe('linkedin-api-client publishing media', () => {
  it('a three-part video: uploaded part by part, finalized, polled to AVAILABLE, posted, served back [F-MEDIA-008]', async () => {
    const accessToken = token();
    const bytes = mediaBytes.mp4(2 * PART + 1000, 12_000);
    const { video, parts } = await uploadVideo(accessToken, bytes);
    expect(parts).toBe(3);
    expect((await getVideo(accessToken, video)).data.status).toBe('PROCESSING');
    await expect(createPost(accessToken, { content: { media: { id: video, title: 'Engine' } } })).rejects.toMatchObject({ response: { status: 422 } });
    kit.service.admin.setClock({ advanceSeconds: 30 });
    const ready = (await getVideo(accessToken, video)).data;
    expect(ready).toMatchObject({ id: video, status: 'AVAILABLE', duration: 12_000 });
    const served = new Uint8Array(await (await fetch(ready.downloadUrl)).arrayBuffer());
    // Compared as buffers: a deep equality over 8 MB of elements takes minutes.
    expect(served.byteLength).toBe(bytes.byteLength);
    expect(Buffer.compare(served, bytes)).toBe(0);
    const created = await createPost(accessToken, { content: { media: { id: video, title: 'Engine' } } });
    expect(created.status).toBe(201);
    const back = await client.get({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken: reader() });
    expect(back.data.content).toEqual({ media: { id: video, title: 'Engine' } });
  });

  it('a document post: one PUT of the whole PDF, AVAILABLE after processing [F-MEDIA-009]', async () => {
    const accessToken = token();
    const init = await client.action({ resourcePath: '/documents', actionName: 'initializeUpload', data: { initializeUploadRequest: { owner: ME } }, versionString: VERSION, accessToken });
    const { uploadUrl, document } = init.data.value;
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/pdf' }, body: mediaBytes.pdf() })).status).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: 5 });
    // The status is read with an organization token only: the member's w_member_social token writes (Postiz's provider records it).
    await expect(client.get({ resourcePath: '/documents/{id}', pathKeys: { id: document }, versionString: VERSION, accessToken })).rejects.toMatchObject({
      response: { status: 403, data: { code: 'ACCESS_DENIED', message: 'Not enough permissions to access: documents.GET.20260101' } },
    });
    const status = await client.get({ resourcePath: '/documents/{id}', pathKeys: { id: document }, versionString: VERSION, accessToken: organizationToken() });
    expect(status.data.status).toBe('AVAILABLE');
    const created = await createPost(accessToken, { content: { media: { id: document, title: 'Notes.pdf' } } });
    expect(created.status).toBe(201);
  });

  it('a two-image post (content.multiImage) [F-MEDIA-012]', async () => {
    const accessToken = token();
    const images: string[] = [];
    for (let i = 0; i < 2; i++) {
      const init = await client.action({ resourcePath: '/images', actionName: 'initializeUpload', data: { initializeUploadRequest: { owner: ME } }, versionString: VERSION, accessToken });
      await fetch(init.data.value.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${accessToken}` }, body: mediaBytes.png() });
      images.push(init.data.value.image);
    }
    const created = await createPost(accessToken, { content: { multiImage: { images: images.map((id) => ({ id, altText: 'a figure' })) } } });
    expect(created.status).toBe(201);
    const back = await client.get({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken: reader() });
    expect(back.data.content).toEqual({ multiImage: { images: images.map((id) => ({ id })) } });
  });

  it('a reshare (reshareContext.parent) [F-MEDIA-013]', async () => {
    const accessToken = token();
    const original = await createPost(accessToken, { commentary: 'The original' });
    const reshare = await createPost(accessToken, { commentary: '', reshareContext: { parent: original.createdEntityId } });
    expect(reshare.status).toBe(201);
    const back = await client.get({ resourcePath: '/posts/{id}', pathKeys: { id: reshare.createdEntityId }, versionString: VERSION, accessToken: reader() });
    expect(back.data.reshareContext).toMatchObject({ parent: original.createdEntityId });
  });

  it('isReshareDisabledByAuthor: true stops others resharing the post (Posts API); its author still may, and it reads back [F-POSTS-030]', async () => {
    const original = await createPost(token(), { commentary: 'Mine alone', isReshareDisabledByAuthor: true });
    const back = await client.get({ resourcePath: '/posts/{id}', pathKeys: { id: original.createdEntityId }, versionString: VERSION, accessToken: reader() });
    expect(back.data.isReshareDisabledByAuthor).toBe(true);
    const theirs = { author: `urn:li:person:${CHARLES.id}`, commentary: '', reshareContext: { parent: original.createdEntityId } };
    await expect(createPost(token(CHARLES.id), theirs)).rejects.toMatchObject({
      response: { status: 422, data: { message: `ERROR :: /reshareContext/parent :: ${original.createdEntityId} cannot be reshared: its author disabled resharing (isReshareDisabledByAuthor)\n`, status: 422 } },
    });
    expect((await createPost(token(), { commentary: '', reshareContext: { parent: original.createdEntityId } })).status).toBe(201);
    const open = await createPost(token(), { commentary: 'Anyone may reshare this' });
    expect((await createPost(token(CHARLES.id), { ...theirs, reshareContext: { parent: open.createdEntityId } })).status).toBe(201);
  });

  it('a delete: 204, then 404; another member\'s post is refused [F-POSTS-016]', async () => {
    const accessToken = token();
    const created = await createPost(accessToken, { commentary: 'Short-lived' });
    await expect(client.delete({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken: token(CHARLES.id) })).rejects.toMatchObject({
      response: { status: 403, data: { message: 'Not enough permissions to access: partnerApiPostsExternal.DELETE.20260101' } },
    });
    const deleted = await client.delete({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken });
    expect(deleted.status).toBe(204);
    await expect(client.get({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken: reader() })).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('a delete is idempotent: the same DELETE again is 204 (withone.ai/knowledge: "deleting a previously deleted UGC Post may return 204"); another member still gets the 403 [F-POSTS-031]', async () => {
    const accessToken = token();
    const created = await createPost(accessToken, { commentary: 'Deleted twice' });
    const remove = (bearer: string) => client.delete({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken: bearer });
    expect((await remove(accessToken)).status).toBe(204);
    expect((await remove(accessToken)).status).toBe(204);
    await expect(remove(token(CHARLES.id))).rejects.toMatchObject({ response: { status: 403, data: { message: 'Not enough permissions to access: partnerApiPostsExternal.DELETE.20260101' } } });
    const never = 'urn:li:share:7100000000999999488';
    await expect(client.delete({ resourcePath: '/posts/{id}', pathKeys: { id: never }, versionString: VERSION, accessToken })).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('the same post again after a delete is DUPLICATE_POST for a day, naming the deleted post (ComposioHQ/composio#2710: 24–48 h); then it publishes [F-POSTS-032]', async () => {
    const accessToken = token();
    const first = await createPost(accessToken, { commentary: 'Posted, deleted, posted again' });
    await client.delete({ resourcePath: '/posts/{id}', pathKeys: { id: first.createdEntityId }, versionString: VERSION, accessToken });
    await expect(createPost(accessToken, { commentary: 'Posted, deleted, posted again' })).rejects.toMatchObject({
      response: { status: 422, data: { message: `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${first.createdEntityId}`, errorDetails: { inputErrors: [{ code: 'DUPLICATE_POST' }] } } },
    });
    kit.service.admin.setClock({ advanceSeconds: 24 * 3600 - 1 });
    await expect(createPost(accessToken, { commentary: 'Posted, deleted, posted again' })).rejects.toMatchObject({ response: { status: 422 } });
    kit.service.admin.setClock({ advanceSeconds: 1 });
    expect((await createPost(accessToken, { commentary: 'Posted, deleted, posted again' })).status).toBe(201);
  });

  it('image bytes PUT to the signed upload URL without Authorization: 201, as on LinkedIn; the status is an organization token\'s to read, a video\'s any token\'s [F-MEDIA-023]', async () => {
    const accessToken = token();
    const init = await client.action({ resourcePath: '/images', actionName: 'initializeUpload', data: { initializeUploadRequest: { owner: ME } }, versionString: VERSION, accessToken });
    const { uploadUrl, image } = init.data.value;
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: mediaBytes.png() });
    expect(put.status).toBe(201);
    await expect(client.get({ resourcePath: '/images/{id}', pathKeys: { id: image }, versionString: VERSION, accessToken })).rejects.toMatchObject({
      response: { status: 403, data: { code: 'ACCESS_DENIED', message: 'Not enough permissions to access: images.GET.20260101' } },
    });
    expect((await client.get({ resourcePath: '/images/{id}', pathKeys: { id: image }, versionString: VERSION, accessToken: organizationToken() })).data).toMatchObject({ id: image, owner: ME, status: 'AVAILABLE' });
    const { video } = await uploadVideo(accessToken, mediaBytes.mp4(4000, 12_000));
    expect((await client.get({ resourcePath: '/videos/{id}', pathKeys: { id: video }, versionString: VERSION, accessToken })).data).toMatchObject({ id: video, status: 'PROCESSING' });
    expect((await createPost(accessToken, { commentary: 'An image sent without a token', content: { media: { id: image } } })).status).toBe(201);
  });

  it("bytes LinkedIn cannot use fail processing: an image not JPEG, GIF or PNG or of 36,152,320 pixels or more, a video under 3 s or over 30 min, a document over 300 pages [F-MEDIA-022]", async () => {
    const accessToken = token();
    const image = async (body: Uint8Array) => {
      const init = await client.action({ resourcePath: '/images', actionName: 'initializeUpload', data: { initializeUploadRequest: { owner: ME } }, versionString: VERSION, accessToken });
      expect((await fetch(init.data.value.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body })).status).toBe(201);
      return (await client.get({ resourcePath: '/images/{id}', pathKeys: { id: init.data.value.image }, versionString: VERSION, accessToken: organizationToken() })).data;
    };
    expect(await image(new TextEncoder().encode('not a picture at all'))).toMatchObject({ status: 'PROCESSING_FAILED', processingFailureReason: 'The uploaded file is not a JPEG, GIF or PNG image.' });
    expect(await image(mediaBytes.pngOfSize(7000, 5165))).toMatchObject({ status: 'PROCESSING_FAILED' });
    const fits = await image(mediaBytes.pngOfSize(6000, 6000));
    expect(fits.status).toBe('AVAILABLE');
    const failed = await image(new TextEncoder().encode('still not a picture'));
    await expect(createPost(accessToken, { commentary: 'A failed image', content: { media: { id: failed.id } } })).rejects.toMatchObject({
      response: { status: 422, data: { message: `ERROR :: /content/media/id :: ${failed.id} is PROCESSING_FAILED; a post can name media only once its status is AVAILABLE\n` } },
    });

    for (const [durationMs, status] of [[2_999, 'PROCESSING_FAILED'], [3_000, 'AVAILABLE'], [30 * 60_000 + 1, 'PROCESSING_FAILED']] as const) {
      const { video } = await uploadVideo(accessToken, mediaBytes.mp4(4000, durationMs));
      kit.service.admin.setClock({ advanceSeconds: 30 });
      expect((await getVideo(accessToken, video)).data.status, `${durationMs} ms`).toBe(status);
    }

    for (const [pages, status] of [[300, 'AVAILABLE'], [301, 'PROCESSING_FAILED']] as const) {
      const init = await client.action({ resourcePath: '/documents', actionName: 'initializeUpload', data: { initializeUploadRequest: { owner: ME } }, versionString: VERSION, accessToken });
      await fetch(init.data.value.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: mediaBytes.pdfOfPages(pages) });
      kit.service.admin.setClock({ advanceSeconds: 5 });
      const back = await client.get({ resourcePath: '/documents/{id}', pathKeys: { id: init.data.value.document }, versionString: VERSION, accessToken: organizationToken() });
      expect(back.data.status, `${pages} pages`).toBe(status);
    }
  });

  it('batch gets (ids=List(…)) of posts, images and videos: {results, statuses, errors}, each key as GET answers it [F-POSTS-037]', async () => {
    const accessToken = token();
    const mine = String((await createPost(accessToken, { commentary: 'Batched one' })).createdEntityId);
    const theirs = String((await createPost(token(CHARLES.id), { author: `urn:li:person:${CHARLES.id}`, commentary: 'Not yours' })).createdEntityId);
    const missing = 'urn:li:share:7100000000999999488';
    const posts = await client.batchGet({ resourcePath: '/posts', ids: [mine, theirs, missing], versionString: VERSION, accessToken: reader() });
    expect(posts.data.statuses).toEqual({ [mine]: 200, [theirs]: 403, [missing]: 404 });
    expect(posts.data.results[mine]).toMatchObject({ id: mine, commentary: 'Batched one' });
    expect(posts.data.errors[theirs]).toEqual({ status: 403, message: 'Not enough permissions to access: partnerApiPostsExternal.GET.20260101' });
    // A self-serve app's batch get is the partner gate, named as a batch get.
    await expect(client.batchGet({ resourcePath: '/posts', ids: [mine], versionString: VERSION, accessToken })).rejects.toMatchObject({ response: { status: 403, data: { message: 'Not enough permissions to access: partnerApiPostsExternal.BATCH_GET.20260101' } } });

    const init = await client.action({ resourcePath: '/images', actionName: 'initializeUpload', data: { initializeUploadRequest: { owner: ME } }, versionString: VERSION, accessToken });
    await fetch(init.data.value.uploadUrl, { method: 'PUT', body: mediaBytes.png() });
    const images = await client.batchGet({ resourcePath: '/images', ids: [init.data.value.image, 'urn:li:image:D4E10AQnone'], versionString: VERSION, accessToken: organizationToken() });
    expect(images.data.statuses).toEqual({ [init.data.value.image]: 200, 'urn:li:image:D4E10AQnone': 404 });
    expect(images.data.results[init.data.value.image]).toMatchObject({ owner: ME, status: 'AVAILABLE' });

    const { video } = await uploadVideo(accessToken, mediaBytes.mp4(4000, 12_000));
    const videos = await client.batchGet({ resourcePath: '/videos', ids: [video], versionString: VERSION, accessToken });
    expect(videos.data).toMatchObject({ results: { [video]: { id: video, status: 'PROCESSING' } }, statuses: { [video]: 200 }, errors: {} });
  });

  it('a partial update of the commentary: 204, read back as edited [F-POSTS-017]', async () => {
    const accessToken = token();
    const created = await createPost(accessToken, { commentary: 'First words' });
    const updated = await client.partialUpdate({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, patchSetObject: { commentary: 'Better words' }, versionString: VERSION, accessToken });
    expect(updated.status).toBe(204);
    const back = await client.get({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken: reader() });
    expect(back.data).toMatchObject({ commentary: 'Better words', lifecycleStateInfo: { isEditedByAuthor: true } });
    await expect(
      client.partialUpdate({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, patchSetObject: { contentLandingPage: 'https://x.example' }, versionString: VERSION, accessToken }),
    ).rejects.toMatchObject({ response: { status: 422, data: { message: 'ERROR :: /patch/$set/contentLandingPage :: can be set on sponsored content only\n' } } });
  });

  it('a post is refused while its video is held in PROCESSING, and accepted once it is released [F-MEDIA-014]', async () => {
    const accessToken = token();
    const { video } = await uploadVideo(accessToken, mediaBytes.mp4(1000, 3000));
    kit.service.admin.mediaProcessing({ urn: video, processing: 'hold' });
    kit.service.admin.setClock({ advanceSeconds: 3600 });
    expect((await getVideo(accessToken, video)).data.status).toBe('PROCESSING');
    await expect(createPost(accessToken, { content: { media: { id: video } } })).rejects.toMatchObject({
      response: { status: 422, data: { message: `ERROR :: /content/media/id :: ${video} is PROCESSING; a post can name media only once its status is AVAILABLE\n` } },
    });
    kit.service.admin.mediaProcessing({ urn: video, processing: 'release' });
    expect((await createPost(accessToken, { content: { media: { id: video } } })).status).toBe(201);
  });
});

// The refusals and controls of docs/media.md, with fetch: video parts (length, order, missing,
// unknown ETags, the URL's secret), media that may not be posted (never uploaded, held, failed,
// another member's), MultiImage counts, a chunked document, legacy assets with /v2/ugcPosts, and
// the admin API over HTTP.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { mediaBytes } from '../../../test/support/mediaBytes.js';
import { VIDEO_UPLOAD_PART_BYTES } from '../../defaults.js';
import { captureState, restoreState, stateProblem } from '../../state/serviceState.js';
import { createMockService } from '../../index.js';
import { REST_JSON, TODAY_NOW, TODAY_VERSION } from '../../../test/support/today.js';

const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const ME = `urn:li:person:${ADA}`;
// An organization token (w_organization_social besides w_member_social): LinkedIn answers an image's
// or a document's status to such tokens only (docs/media.md), and these tests poll what they upload.
const token = (memberId = ADA) => kit.token(['w_member_social', 'w_organization_social'], memberId);

async function post(path: string, accessToken: string, body: unknown, headers: Record<string, string> = REST_JSON) {
  const response = await kit.call(path, accessToken, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

const initVideo = async (accessToken: string, size: number) =>
  (await post('/rest/videos?action=initializeUpload', accessToken, { initializeUploadRequest: { owner: ME, fileSizeBytes: size } })).body.value;
const read = async (path: string, accessToken: string) => {
  const response = await kit.call(path, accessToken, { headers: { 'x-restli-protocol-version': '2.0.0', 'linkedin-version': TODAY_VERSION } });
  return { status: response.status, body: await response.json() };
};
const put = (url: string, body: Uint8Array) => fetch(url, { method: 'PUT', body });
const finalize = (accessToken: string, video: string, uploadToken: string, uploadedPartIds: unknown) =>
  post('/rest/videos?action=finalizeUpload', accessToken, { finalizeUploadRequest: { video, uploadToken, uploadedPartIds } });
const postBody = (extra: Record<string, unknown>) => ({
  author: ME,
  commentary: 'Media',
  visibility: 'PUBLIC',
  distribution: { feedDistribution: 'MAIN_FEED' },
  lifecycleState: 'PUBLISHED',
  ...extra,
});

describe('video parts', () => {
  const size = 2 * VIDEO_UPLOAD_PART_BYTES + 10;
  const bytes = mediaBytes.mp4(size, 4000);

  it('one URL per 4 MiB range; a slice of another length, or every slice sent to the first URL, is refused [F-MEDIA-004]', async () => {
    const accessToken = token();
    const init = await initVideo(accessToken, size);
    expect(init.uploadInstructions.map((i: { firstByte: number; lastByte: number }) => [i.firstByte, i.lastByte])).toEqual([
      [0, 4_194_303],
      [4_194_304, 8_388_607],
      [8_388_608, size - 1],
    ]);
    expect(new Set(init.uploadInstructions.map((i: { uploadUrl: string }) => i.uploadUrl)).size).toBe(3);
    const wrong = await put(init.uploadInstructions[0].uploadUrl, bytes.slice(0, 2 * 1024 * 1024));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(`This URL takes bytes 0 to 4194303 of the file (4194304 bytes); the request sent 2097152.`);
    const last = await put(init.uploadInstructions[0].uploadUrl, bytes.slice(8_388_608));
    expect(last.status).toBe(400);
  });

  it('finalize wants every part\'s ETag, in order [F-MEDIA-005]', async () => {
    const accessToken = token();
    const init = await initVideo(accessToken, size);
    const etags: string[] = [];
    for (const [i, { uploadUrl, firstByte, lastByte }] of init.uploadInstructions.entries()) {
      if (i === 2) continue;
      const answer = await put(uploadUrl, bytes.slice(firstByte, lastByte + 1));
      expect(answer.status).toBe(200);
      etags.push(answer.headers.get('etag')!);
    }
    const missing = await finalize(accessToken, init.video, init.uploadToken, etags);
    expect(missing).toMatchObject({ status: 422, body: { message: 'ERROR :: /finalizeUploadRequest/uploadedPartIds :: part 3 of 3 has not been uploaded; PUT it to its uploadUrl first\n' } });
    const { uploadUrl, firstByte } = init.uploadInstructions[2];
    etags.push((await put(uploadUrl, bytes.slice(firstByte))).headers.get('etag')!);
    expect((await finalize(accessToken, init.video, init.uploadToken, [etags[1], etags[0], etags[2]])).body.message).toContain('id 1 is the ETag of part 2');
    expect((await finalize(accessToken, init.video, init.uploadToken, [etags[0], etags[1], 'part-3'])).body.message).toContain('id 3 is not the ETag');
    expect((await finalize(accessToken, init.video, init.uploadToken, etags.slice(0, 2))).body.message).toContain('has 2 ids; the upload has 3 parts');
    expect((await finalize(accessToken, init.video, 'guess', etags)).status).toBe(422);
    expect((await finalize(accessToken, init.video, init.uploadToken, etags)).status).toBe(200);
    const status = await read(`/rest/videos/${encodeURIComponent(init.video)}`, accessToken);
    expect(status.body.status).toBe('PROCESSING');
  });

  it('a part URL without its secret is a 403; an owner that is not the caller is the Videos API\'s 403 [F-MEDIA-006]', async () => {
    const accessToken = token();
    const init = await initVideo(accessToken, 100);
    const url = new URL(init.uploadInstructions[0].uploadUrl);
    url.searchParams.set('ut', 'x');
    expect((await put(url.href, bytes.slice(0, 100))).status).toBe(403);
    const other = await post('/rest/videos?action=initializeUpload', accessToken, { initializeUploadRequest: { owner: `urn:li:person:${CHARLES}`, fileSizeBytes: 100 } });
    expect(other).toMatchObject({ status: 403, body: { message: 'Accessing this video resource is forbidden. Please check your permissions for this resource' } });
    // A page as owner with a member's token (no w_organization_social): refused before the page is looked at.
    const page = await post('/rest/videos?action=initializeUpload', kit.token(['w_member_social']), { initializeUploadRequest: { owner: 'urn:li:organization:1001', fileSizeBytes: 100 } });
    expect(page.status).toBe(403);
  });

  it('bytes that are not an MP4 fail processing [F-MEDIA-007]', async () => {
    const accessToken = token();
    const init = await initVideo(accessToken, 100);
    const etag = (await put(init.uploadInstructions[0].uploadUrl, new Uint8Array(100))).headers.get('etag');
    await finalize(accessToken, init.video, '', [etag]);
    kit.service.admin.setClock({ advanceSeconds: 60 });
    const status = await read(`/rest/videos/${encodeURIComponent(init.video)}`, accessToken);
    expect(status.body).toMatchObject({ status: 'PROCESSING_FAILED', processingFailureReason: 'The uploaded file is not an MP4 video (no ftyp box at its start).' });
  });
});

describe('what a post may name', () => {
  async function image(accessToken: string, upload = true) {
    const init = (await post('/rest/images?action=initializeUpload', accessToken, { initializeUploadRequest: { owner: ME } })).body.value;
    if (upload) await kit.call(new URL(init.uploadUrl).pathname + new URL(init.uploadUrl).search, accessToken, { method: 'PUT', body: mediaBytes.png() });
    return init.image as string;
  }

  it('an image initialised and never uploaded is refused [F-MEDIA-011]', async () => {
    const accessToken = token();
    const urn = await image(accessToken, false);
    const answer = await post('/rest/posts', accessToken, postBody({ content: { media: { id: urn } } }));
    expect(answer).toMatchObject({ status: 422, body: { message: `ERROR :: /content/media/id :: ${urn} is WAITING_UPLOAD; a post can name media only once its status is AVAILABLE\n` } });
  });

  it('an image held, then failed, by the admin API over HTTP [F-MEDIA-015]', async () => {
    const accessToken = token();
    const urn = await image(accessToken);
    const hold = await fetch('https://api.mock.test/__admin/media', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ urn, processing: 'hold' }) });
    expect(await hold.json()).toMatchObject({ ok: true, media: { urn, status: 'PROCESSING', held: true } });
    expect((await post('/rest/posts', accessToken, postBody({ content: { media: { id: urn } } }))).status).toBe(422);
    await fetch('https://api.mock.test/__admin/media', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ urn, processing: 'fail', reason: 'Corrupt' }) });
    const shown = await read(`/rest/images/${encodeURIComponent(urn)}`, accessToken);
    expect(shown.body).toMatchObject({ status: 'PROCESSING_FAILED', processingFailureReason: 'Corrupt' });
    const list = await (await fetch('https://api.mock.test/__admin/media')).json();
    expect(list.media).toEqual([expect.objectContaining({ urn, type: 'image', status: 'PROCESSING_FAILED', failureReason: 'Corrupt' })]);
    const bad = await fetch('https://api.mock.test/__admin/media', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ urn, processing: 'pause' }) });
    expect(bad.status).toBe(400);
  });

  it('another member\'s image is refused; MultiImage takes 2 to 20 images [F-MEDIA-012]', async () => {
    const theirs = await (async () => {
      const charles = token(CHARLES);
      const init = (await post('/rest/images?action=initializeUpload', charles, { initializeUploadRequest: { owner: `urn:li:person:${CHARLES}` } })).body.value;
      await kit.call(new URL(init.uploadUrl).pathname + new URL(init.uploadUrl).search, charles, { method: 'PUT', body: mediaBytes.png() });
      return init.image as string;
    })();
    const accessToken = token();
    const mine = await image(accessToken);
    const answer = await post('/rest/posts', accessToken, postBody({ content: { multiImage: { images: [{ id: mine }, { id: theirs }] } } }));
    expect(answer).toMatchObject({ status: 422, body: { message: `ERROR :: /content/multiImage/images :: ${theirs} is not a medium of ${ME}; initialize and upload it as ${ME}\n` } });
    const one = await post('/rest/posts', accessToken, postBody({ content: { multiImage: { images: [{ id: mine }] } } }));
    expect(one).toMatchObject({ status: 422, body: { message: 'ERROR :: /content/multiImage/images :: has 1 images; a MultiImage post has 2 to 20\n' } });
  });

  it('a document sent in chunks to its one URL keeps only the last chunk, and fails processing [F-MEDIA-010]', async () => {
    const accessToken = token();
    const init = (await post('/rest/documents?action=initializeUpload', accessToken, { initializeUploadRequest: { owner: ME } })).body.value;
    const pdf = mediaBytes.pdf();
    expect((await put(init.uploadUrl, pdf.slice(0, 20))).status).toBe(201);
    expect((await put(init.uploadUrl, pdf.slice(20))).status).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: 5 });
    const status = await read(`/rest/documents/${encodeURIComponent(init.document)}`, accessToken);
    expect(status.body.status).toBe('PROCESSING_FAILED');
    expect((await post('/rest/posts', accessToken, postBody({ content: { media: { id: init.document, title: 'Deck' } } }))).body.message).toContain('is PROCESSING_FAILED');
  });

  it('a reshare of a post that does not exist is refused [F-MEDIA-013]', async () => {
    const answer = await post('/rest/posts', token(), postBody({ commentary: '', reshareContext: { parent: 'urn:li:share:nope' } }));
    expect(answer).toMatchObject({ status: 422, body: { message: 'ERROR :: /reshareContext/parent :: urn:li:share:nope does not exist\n' } });
  });
});

describe('legacy assets with /v2/ugcPosts', () => {
  const V2 = { 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' };
  const register = async (accessToken: string, recipe: string) =>
    (await post('/v2/assets?action=registerUpload', accessToken, {
      registerUploadRequest: { recipes: [`urn:li:digitalmediaRecipe:${recipe}`], owner: ME, serviceRelationships: [{ relationshipType: 'OWNER', identifier: 'urn:li:userGeneratedContent' }] },
    }, V2)).body.value;
  const ugc = (category: string, media: string) => ({
    author: ME,
    lifecycleState: 'PUBLISHED',
    specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: 'Legacy' }, shareMediaCategory: category, media: [{ status: 'READY', media, title: { text: 'Clip' } }] } },
    visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'PUBLIC' },
  });

  it('an image asset: registerUpload, the bytes, a ugcPost with shareMediaCategory IMAGE [F-MEDIA-016]', async () => {
    const accessToken = token();
    const value = await register(accessToken, 'feedshare-image');
    expect(value.asset).toMatch(/^urn:li:digitalmediaAsset:/);
    const upload = value.uploadMechanism['com.linkedin.digitalmedia.uploading.MediaUploadHttpRequest'];
    expect((await fetch(upload.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${accessToken}` }, body: mediaBytes.png() })).status).toBe(201);
    expect((await post('/v2/ugcPosts', accessToken, ugc('IMAGE', value.asset), V2)).status).toBe(201);
  });

  it('a video asset: refused while PROCESSING, posted once AVAILABLE (recipe status of GET /v2/assets/{id}) [F-MEDIA-017]', async () => {
    const accessToken = token();
    const value = await register(accessToken, 'feedshare-video');
    const upload = value.uploadMechanism['com.linkedin.digitalmedia.uploading.MediaUploadHttpRequest'];
    await fetch(upload.uploadUrl, { method: 'PUT', body: mediaBytes.mp4(500, 3000) });
    expect((await post('/v2/ugcPosts', accessToken, ugc('VIDEO', value.asset), V2)).status).toBe(422);
    kit.service.admin.setClock({ advanceSeconds: 30 });
    const id = value.asset.split(':').pop();
    expect((await kit.getJson(`/v2/assets/${id}`, accessToken)).body.recipes).toEqual([{ recipe: 'urn:li:digitalmediaRecipe:feedshare-video', status: 'AVAILABLE' }]);
    expect((await post('/v2/ugcPosts', accessToken, ugc('VIDEO', value.asset), V2)).status).toBe(201);
  });
});

describe('--state', () => {
  it('keeps media with their bytes, parts and hold [F-MEDIA-021]', async () => {
    const accessToken = token();
    const init = await initVideo(accessToken, 200);
    kit.service.admin.mediaProcessing({ urn: init.video, processing: 'hold' });
    const etag = (await put(init.uploadInstructions[0].uploadUrl, mediaBytes.mp4(200, 3000))).headers.get('etag');
    const saved = JSON.parse(JSON.stringify(captureState(kit.service.context)));
    expect(stateProblem(saved)).toBeNull();
    const other = createMockService({ now: TODAY_NOW });
    restoreState(other.context, saved);
    expect(other.admin.media()).toEqual([expect.objectContaining({ urn: init.video, status: 'WAITING_UPLOAD', held: true })]);
    const video = other.context.network.media.get(init.video.split(':').pop()!)!;
    expect(video.parts?.[0]?.etag).toBe(etag);
  });
});

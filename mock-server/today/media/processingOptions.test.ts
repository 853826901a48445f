// The start-up options of media processing (docs/media.md "Processing"): mediaProcessingSeconds sets
// the time each media type stays PROCESSING on the mock clock, holdMedia holds every new upload until
// the admin API releases it. The CLI's flags (--media-processing, --hold-media) are in server/cli.test.ts.
import { describe, expect, it } from 'vitest';
import { useServiceKit, type ServiceKit } from '../../../test/support/serviceKit.js';
import { mediaBytes } from '../../../test/support/mediaBytes.js';
import { createMockService } from '../../index.js';
import { settingsOf } from '../../context/context.js';
import { REST_JSON, TODAY_NOW, TODAY_VERSION } from '../../../test/support/today.js';

const ME = 'urn:li:person:aZ3kq9XbW1';

/** Uploads, as a client does, and reads the status back. */
function uploader(kit: ServiceKit) {
  // An organization token: an image's and a document's status are read with one only (docs/media.md).
  const token = () => kit.token(['w_member_social', 'w_organization_social']);
  const post = async (path: string, accessToken: string, body: unknown) => {
    const response = await kit.call(path, accessToken, { method: 'POST', headers: REST_JSON, body: JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const status = async (accessToken: string, urn: string) => {
    const path = `/rest/${urn.split(':')[2]}s/${encodeURIComponent(urn)}`;
    const response = await kit.call(path, accessToken, { headers: { 'x-restli-protocol-version': '2.0.0', 'linkedin-version': TODAY_VERSION } });
    return ((await response.json()) as { status: string }).status;
  };
  // As real clients do, with the bearer token.
  const put = (url: string, accessToken: string, body: Uint8Array) => fetch(url, { method: 'PUT', headers: { authorization: `Bearer ${accessToken}` }, body });
  return {
    token,
    post,
    status,
    async image(accessToken: string): Promise<string> {
      const init = (await post('/rest/images?action=initializeUpload', accessToken, { initializeUploadRequest: { owner: ME } })).body.value;
      expect((await put(init.uploadUrl, accessToken, mediaBytes.png())).ok).toBe(true);
      return init.image;
    },
    async document(accessToken: string): Promise<string> {
      const init = (await post('/rest/documents?action=initializeUpload', accessToken, { initializeUploadRequest: { owner: ME } })).body.value;
      expect((await put(init.uploadUrl, accessToken, mediaBytes.pdf())).ok).toBe(true);
      return init.document;
    },
    async video(accessToken: string): Promise<string> {
      const init = (await post('/rest/videos?action=initializeUpload', accessToken, { initializeUploadRequest: { owner: ME, fileSizeBytes: 200 } })).body.value;
      const etag = (await put(init.uploadInstructions[0].uploadUrl, accessToken, mediaBytes.mp4(200, 4000))).headers.get('etag');
      expect((await post('/rest/videos?action=finalizeUpload', accessToken, { finalizeUploadRequest: { video: init.video, uploadToken: '', uploadedPartIds: [etag] } })).status).toBe(200);
      return init.video;
    },
  };
}

describe('mediaProcessingSeconds: the processing time of each media type', () => {
  const kit = useServiceKit({ now: TODAY_NOW, mediaProcessingSeconds: { video: 120, document: 10, image: 3 } });
  const media = uploader(kit);

  it.each([
    ['image', 3],
    ['document', 10],
    ['video', 120],
  ] as const)('an uploaded %s stays PROCESSING for %i s of the mock clock, then is AVAILABLE', async (type, seconds) => {
    const accessToken = media.token();
    const urn = await media[type](accessToken);
    expect(await media.status(accessToken, urn)).toBe('PROCESSING');
    kit.service.admin.setClock({ advanceSeconds: seconds - 1 });
    expect(await media.status(accessToken, urn)).toBe('PROCESSING');
    kit.service.admin.setClock({ advanceSeconds: 1 });
    expect(await media.status(accessToken, urn)).toBe('AVAILABLE');
    const [state] = kit.service.admin.media();
    expect(state!.availableAt! - state!.uploadedAt!).toBe(seconds * 1000);
  });

  it('a type not named keeps its default', () => {
    expect(settingsOf(createMockService({ mediaProcessingSeconds: { video: 1 } }).context).mediaProcessingSeconds).toEqual({ image: 0, document: 5, video: 1 });
    expect(settingsOf(createMockService().context).mediaProcessingSeconds).toEqual({ image: 0, document: 5, video: 30 });
  });
});

describe('holdMedia: every new upload held until released', () => {
  const kit = useServiceKit({ now: TODAY_NOW, holdMedia: true });
  const media = uploader(kit);

  it('an image, a video and a document stay PROCESSING whatever the clock, a post naming one is refused, each is AVAILABLE once released', async () => {
    const accessToken = media.token();
    const urns = [await media.image(accessToken), await media.video(accessToken), await media.document(accessToken)];
    kit.service.admin.setClock({ advanceSeconds: 86_400 });
    for (const urn of urns) expect(await media.status(accessToken, urn)).toBe('PROCESSING');
    expect(kit.service.admin.media().map((state) => state.held)).toEqual([true, true, true]);
    const refused = await media.post('/rest/posts', accessToken, { author: ME, commentary: 'Held', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', content: { media: { id: urns[1] } } });
    expect(refused).toMatchObject({ status: 422, body: { message: expect.stringContaining(`${urns[1]} is PROCESSING`) } });
    kit.service.admin.mediaProcessing({ urn: urns[1]!, processing: 'release' });
    expect(await media.status(accessToken, urns[1]!)).toBe('AVAILABLE');
    expect(await media.status(accessToken, urns[0]!)).toBe('PROCESSING');
    const accepted = await media.post('/rest/posts', accessToken, { author: ME, commentary: 'Released', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', content: { media: { id: urns[1], title: 'Clip' } } });
    expect(accepted.status).toBe(201);
  });

  it('after reset, new uploads are held again', async () => {
    kit.service.admin.reset();
    const accessToken = media.token();
    const urn = await media.image(accessToken);
    expect(kit.service.admin.media()).toEqual([expect.objectContaining({ urn, status: 'PROCESSING', held: true })]);
  });

  it('without the option, an upload is not held', async () => {
    const plain = createMockService();
    expect(settingsOf(plain.context).holdMedia).toBe(false);
  });
});

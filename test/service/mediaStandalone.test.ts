// The media flow against the standalone server (startServer, a real socket): LinkedIn's
// linkedin-api-client, unchanged, pointed at the server by an axios request interceptor (the
// client's own axiosInstance; its base URL is fixed to https://api.linkedin.com), the byte PUTs
// with fetch to the upload URLs the server gives, the clock and the processing hold through the
// admin API over HTTP. A three-part video held in PROCESSING refuses its post, is released, posted,
// and the post deleted (docs/media.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import { startServer, type RunningServer } from '../../mock-server/index.js';
import { ADA, TEST_APP, TEST_FIXTURES } from '../support/oauthFlow.js';
import { mediaBytes } from '../support/mediaBytes.js';

const VERSION = '202601';
let running: RunningServer;
const client = new RestliClient();
beforeAll(async () => {
  running = await startServer({ port: 0, fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 15) });
  client.axiosInstance.interceptors.request.use((config) => ({ ...config, url: config.url?.replace('https://api.linkedin.com', running.url) }));
});
afterAll(() => running?.close());

const admin = (path: string, body: unknown) =>
  fetch(`${running.url}/__admin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

describe('media on the standalone server', () => {
  it('a three-part video held in PROCESSING, released, posted, the post deleted', async () => {
    const { access_token: accessToken } = await admin('tokens', { memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['w_member_social'] });
    const me = `urn:li:person:${ADA.id}`;
    const bytes = mediaBytes.mp4(2 * 4_194_304 + 77, 5000);
    const init = await client.action({ resourcePath: '/videos', actionName: 'initializeUpload', data: { initializeUploadRequest: { owner: me, fileSizeBytes: bytes.byteLength } }, versionString: VERSION, accessToken });
    const { video, uploadInstructions, uploadToken } = init.data.value;
    expect(uploadInstructions).toHaveLength(3);
    expect(await admin('media', { urn: video, processing: 'hold' })).toMatchObject({ ok: true, media: { status: 'WAITING_UPLOAD', held: true } });
    const etags = [];
    for (const { uploadUrl, firstByte, lastByte } of uploadInstructions) {
      expect(uploadUrl.startsWith(running.url)).toBe(true);
      const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: bytes.slice(firstByte, lastByte + 1) });
      expect(put.status).toBe(200);
      etags.push(put.headers.get('etag'));
    }
    await client.action({ resourcePath: '/videos', actionName: 'finalizeUpload', data: { finalizeUploadRequest: { video, uploadToken, uploadedPartIds: etags } }, versionString: VERSION, accessToken });
    await admin('clock', { advanceSeconds: 120 });
    const entity = {
      author: me,
      commentary: 'From the standalone server',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      content: { media: { id: video, title: 'Clip' } },
      lifecycleState: 'PUBLISHED',
    };
    await expect(client.create({ resourcePath: '/posts', entity, versionString: VERSION, accessToken })).rejects.toMatchObject({ response: { status: 422 } });
    await admin('media', { urn: video, processing: 'release' });
    const status = await client.get({ resourcePath: '/videos/{id}', pathKeys: { id: video }, versionString: VERSION, accessToken });
    expect(status.data).toMatchObject({ status: 'AVAILABLE', duration: 5000 });
    const created = await client.create({ resourcePath: '/posts', entity, versionString: VERSION, accessToken });
    expect(created.status).toBe(201);
    expect((await client.delete({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken })).status).toBe(204);
  });
});

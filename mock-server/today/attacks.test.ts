// Attacks on the channels of today's API that carry a token or member data: a page on another
// site, another member's token, guessing, and the journal.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TODAY_NOW, TODAY_VERSION } from '../../test/support/today.js';

const REST = { 'linkedin-version': TODAY_VERSION, 'content-type': 'application/json' };
const REGISTERED = 'http://localhost:5173';
const kit = useServiceKit({
  now: TODAY_NOW,
  fixtures: { apps: [{ apiKey: 'page-app', secretKey: 's', name: 'Page app', redirectUrls: ['https://page.example/cb'], jsOrigins: [REGISTERED] }] },
});

const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';

async function initialize(token: string) {
  const response = await kit.call('/rest/images?action=initializeUpload', token, { method: 'POST', headers: REST, body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }) });
  return (await response.json()).value as { uploadUrl: string; image: string };
}

describe('attacks on today\'s API', () => {
  it('a page on a site the token\'s app did not register reads nothing from /v2/me; a registered one does [F-MEMBERS-009]', async () => {
    const token = kit.token(['r_liteprofile'], ADA, 'page-app');
    const evil = await kit.call('/v2/me', token, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(await evil.text()).not.toContain('Ada');
    const page = await kit.call('/v2/me', token, { headers: { origin: REGISTERED } });
    expect([page.status, page.headers.get('access-control-allow-origin')]).toEqual([200, REGISTERED]);
    expect(page.headers.get('access-control-expose-headers')).toContain('X-RestLi-Id');
  });

  it('preflights of /rest allow its headers only for a registered origin [F-RESTLI-017]', async () => {
    const ask = (origin: string) =>
      fetch('https://api.mock.test/rest/posts', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,linkedin-version' } });
    const good = await ask(REGISTERED);
    expect(good.status).toBe(204);
    expect(good.headers.get('access-control-allow-headers')).toContain('LinkedIn-Version');
    expect((await ask('https://evil.example')).status).toBe(403);
  });

  it('another member can neither upload to nor read an image, nor post it [F-MEDIA-003]', async () => {
    const ada = kit.token(['w_member_social']);
    const charles = kit.token(['w_member_social'], CHARLES);
    const { uploadUrl, image } = await initialize(ada);
    // The signed upload URL is the capability (LinkedIn's are signed; a token is not needed): without
    // its secret, or with another, whatever the token, the PUT is refused.
    for (const ut of ['', 'ut=guess']) {
      const forged = uploadUrl.replace(/\?.*$/, ut ? `?${ut}` : '');
      expect((await fetch(forged, { method: 'PUT', headers: { authorization: `Bearer ${charles}` }, body: new Uint8Array([0xff, 0xd8, 1]) })).status).toBe(403);
    }
    expect((await kit.call(`/rest/images/${encodeURIComponent(image)}`, charles, { headers: REST })).status).toBe(403);
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${ada}` }, body: new Uint8Array([0xff, 0xd8, 1]) })).status).toBe(201);
    const post = { author: `urn:li:person:${CHARLES}`, commentary: 'x', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', content: { media: { id: image } } };
    expect((await kit.call('/rest/posts', charles, { method: 'POST', headers: REST, body: JSON.stringify(post) })).status).toBe(422);
  });

  it('image ids are not guessable, and the upload secret stays out of the journal [F-MEDIA-003]', async () => {
    const token = kit.token(['w_member_social']);
    const first = await initialize(token);
    const second = await initialize(token);
    const id = (urn: string) => urn.replace('urn:li:image:', '');
    expect(id(first.image)).toMatch(/^D4E10AQ[\w-]{16}$/);
    expect(id(first.image).slice(7)).not.toBe(id(second.image).slice(7));
    await fetch(first.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: new Uint8Array([1]) });
    const secret = new URL(first.uploadUrl).searchParams.get('ut')!;
    const [put] = kit.service.admin.requests({ method: 'PUT' });
    expect(put.url).not.toContain(secret);
  });

  it('the e-mail decoration shows the caller\'s own address only [F-MEMBERS-012]', async () => {
    const { body } = await kit.getJson('/v2/emailAddress?q=members&projection=(elements*(handle~))', kit.token(['r_emailaddress'], CHARLES));
    expect(JSON.stringify(body)).not.toContain('ada.lovelace');
  });
});

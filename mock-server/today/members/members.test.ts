import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { TEST_APP } from '../../../test/support/oauthFlow.js';
import { emailHandleUrn, pictureAssetUrn } from './memberRecords.js';

const SIGN_IN_ONLY = { ...TEST_APP, apiKey: 'sign-in-only', withheldProducts: ['profileApi' as const, 'share' as const] };
const kit = useServiceKit({ fixtures: { apps: [TEST_APP, SIGN_IN_ONLY] } });

const ADA = 'aZ3kq9XbW1';
const PICTURE = '(id,localizedFirstName,localizedLastName,profilePicture(displayImage~:playableStreams))';

describe('GET /v2/me', () => {
  it('without a projection: the lite and basic profile of the v1 member, MultiLocaleStrings and the picture URN', async () => {
    const { status, body } = await kit.getJson('/v2/me', kit.token(['r_basicprofile']));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ADA,
      localizedFirstName: 'Ada',
      localizedLastName: 'Lovelace',
      localizedHeadline: 'Analyst of engines at Difference Works',
      vanityName: 'ada-lovelace',
      firstName: { localized: { en_US: 'Ada' }, preferredLocale: { country: 'US', language: 'en' } },
      maidenName: { localized: { en_US: 'Byron' } },
      profilePicture: { displayImage: pictureAssetUrn(ADA) },
    });
    expect(body['profilePicture']['displayImage~']).toBeUndefined();
  });

  it('r_liteprofile: names and picture, no headline or vanity name', async () => {
    const { body } = await kit.getJson('/v2/me', kit.token(['r_liteprofile']));
    expect(Object.keys(body).sort()).toEqual(['firstName', 'id', 'lastName', 'localizedFirstName', 'localizedLastName', 'maidenName', 'profilePicture']);
  });

  it('the picture decoration: four sizes with PUBLIC identifiers, the same whichever way the projection is encoded', async () => {
    const token = kit.token(['r_liteprofile']);
    const encoded = await kit.getJson(`/v2/me?projection=${encodeURIComponent(PICTURE)}`, token);
    const raw = await kit.getJson(`/v2/me?projection=${PICTURE.replace(/,/g, '%2C').replace(/:/g, '%3A')}`, token);
    const typed = await kit.getJson(`/v2/me?projection=${encodeURIComponent(PICTURE.replace('~:', '~digitalmediaAsset:'))}`, token);
    expect(encoded.body).toEqual(raw.body);
    expect(typed.body).toEqual(encoded.body);
    expect(Object.keys(encoded.body)).toEqual(['id', 'localizedFirstName', 'localizedLastName', 'profilePicture']);
    const streams = encoded.body.profilePicture['displayImage~'];
    expect(streams.paging).toEqual({ count: 10, start: 0, links: [] });
    expect(streams.elements.map((e: any) => e.data['com.linkedin.digitalmedia.mediaartifact.StillImage'].displaySize.width)).toEqual([100, 200, 400, 800]);
    expect(streams.elements.every((e: any) => e.authorizationMethod === 'PUBLIC')).toBe(true);
    const url = streams.elements[3].identifiers[0].identifier;
    expect(url).toBe(`https://api.mock.test/media/picture/${ADA}_800x800`);
    const picture = await fetch(url);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('fields= (protocol 1.0) and the token in oauth2_access_token', async () => {
    const response = await fetch(`https://api.mock.test/v2/me?fields=id,localizedLastName&oauth2_access_token=${kit.token(['r_liteprofile'])}`);
    expect(await response.json()).toEqual({ id: ADA, localizedLastName: 'Lovelace' });
  });

  it('a bad projection is a 400 in the Rest.li body; a field the record does not have is left out (a mask), and the journal says so', async () => {
    const token = kit.token(['r_liteprofile']);
    const bad = await kit.getJson('/v2/me?projection=(id,profilePicture(displayImage~:playableStreams)', token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, serviceErrorCode: 400, code: 'ILLEGAL_ARGUMENT', message: expect.stringContaining('never closed') });
    // What a widely used sign-in library has sent for years: emailAddress is no field of the profile.
    const unknown = await kit.getJson('/v2/me?projection=(emailAddress,firstName,id,lastName)', token);
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body)).toEqual(['firstName', 'id', 'lastName']);
    const [entry] = kit.service.admin.requests({ path: '/v2/me' }).slice(-1);
    expect(entry!.notes).toEqual([expect.stringMatching(/^projection: 'emailAddress' matched no field of Profile and was left out of the answer, as LinkedIn leaves it out \(no error\)/)]);
    const typo = await kit.getJson('/v2/me?projection=(id,firstNme)', token);
    expect(typo.body).toEqual({ id: ADA });
    expect(kit.service.admin.requests({ path: '/v2/me' }).at(-1)!.notes![0]).toContain("did you mean 'firstName'?");
    const leaf = await kit.getJson('/v2/me?projection=(id~)', token);
    expect(leaf.body.message).toContain('holds no URN');
    const view = await kit.getJson('/v2/me?projection=(profilePicture(displayImage~:originalImage))', token);
    expect(view.body.message).toContain("no view 'originalImage'");
  });

  it('403 ACCESS_DENIED for a token with only sign-in or share permissions, and for an app without the Profile API product', async () => {
    for (const token of [kit.token(['openid', 'profile', 'email']), kit.token(['w_member_social']), kit.token(['r_liteprofile'], ADA, SIGN_IN_ONLY.apiKey)]) {
      const { status, body } = await kit.getJson('/v2/me', token);
      expect(status).toBe(403);
      expect(body).toEqual({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: me.GET.NO_VERSION' });
    }
  });

  it('X-RestLi-Method must be the method the call is', async () => {
    const token = kit.token(['r_liteprofile']);
    expect((await kit.call('/v2/me', token, { headers: { 'x-restli-method': 'get', 'x-restli-protocol-version': '2.0.0' } })).status).toBe(200);
    const wrong = await kit.call('/v2/me', token, { headers: { 'x-restli-method': 'finder' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toContain("X-RestLi-Method 'finder' does not match");
    expect((await kit.call('/v2/me', token, { headers: { 'x-restli-protocol-version': '3.0.0' } })).status).toBe(400);
  });

  it('405 with Allow for another method; 401 codes of today\'s body', async () => {
    const put = await kit.call('/v2/me', kit.token(), { method: 'PUT' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, OPTIONS']);
    const invalid = await kit.getJson('/v2/me', 'not-a-token');
    expect(invalid.body).toMatchObject({ status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' });
  });
});

describe('GET /v2/emailAddress', () => {
  it('q=members with (elements*(handle~)), by the header or tunnelled', async () => {
    const token = kit.token(['r_emailaddress']);
    const expected = { elements: [{ handle: emailHandleUrn(ADA), 'handle~': { emailAddress: 'ada.lovelace@example.com' } }] };
    expect((await kit.getJson('/v2/emailAddress?q=members&projection=(elements*(handle~))', token)).body).toEqual(expected);
    const tunnelled = await kit.call('/v2/emailAddress', token, {
      method: 'POST',
      headers: { 'x-http-method-override': 'GET', 'x-restli-method': 'finder', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'q=members&projection=%28elements*%28handle~%29%29',
    });
    expect(await tunnelled.json()).toEqual(expected);
    expect((await kit.getJson('/v2/emailAddress?q=members', token)).body).toEqual({ elements: [{ handle: emailHandleUrn(ADA) }] });
  });

  it('needs r_emailaddress and q=members', async () => {
    expect((await kit.getJson('/v2/emailAddress?q=members', kit.token(['r_liteprofile']))).body.message).toBe('Not enough permissions to access: emailAddress.FINDER.NO_VERSION');
    expect((await kit.getJson('/v2/emailAddress?q=people', kit.token(['r_emailaddress']))).status).toBe(400);
  });
});

describe('GET /v2/people', () => {
  it('(id:…) is restricted: 403 ACCESS_DENIED for an ordinary app, in both encodings', async () => {
    for (const path of ['/v2/people/(id:Qm7Rt2VdN8)', '/v2/people/%28id%3AQm7Rt2VdN8%29']) {
      const { status, body } = await kit.getJson(path, kit.token(['r_basicprofile']));
      expect([status, body.code, body.message]).toEqual([403, 'ACCESS_DENIED', 'Not enough permissions to access: people.GET.NO_VERSION']);
    }
  });

  it('the spec\'s id= form answers the other member\'s profile, with projections', async () => {
    const { body } = await kit.getJson('/v2/people/id=Qm7Rt2VdN8?projection=(id,localizedFirstName)', kit.token(['r_basicprofile']));
    expect(body).toEqual({ id: 'Qm7Rt2VdN8', localizedFirstName: 'Charles' });
  });
});

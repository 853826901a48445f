// linkedin-api-client@0.3.0, LinkedIn's own client, run unchanged: its RestliClient speaks only
// Rest.li (X-RestLi-Protocol-Version 2.0.0, X-RestLi-Method, percent-encoded query values,
// `/v2` without a versionString and `/rest` with one, query tunnelling past 4000 characters).
// The calls of its README: get /me with a projection, finder /emailAddress, create /posts with a
// versionString and read the created id, get the post back, action initializeUpload.
// MSW's setupServer intercepts axios' requests to https://api.linkedin.com.
import { describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import { ADA, PAGE_APP, TEST_APP } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';

// An app with the Community Management API, which reading posts back needs; TEST_APP has the self-serve products only.
// The Community Management API must be the only product on its app (issue 47, row 14): a page app of its own.
const COMMUNITY_APP = { ...PAGE_APP, apiKey: 'community-key', secretKey: 'community-secret', name: 'Community App' };
// The mock clock in January 2026: LinkedIn-Version 202601 is active.
const kit = useServiceKit({ fixtures: { apps: [TEST_APP, COMMUNITY_APP] }, now: Date.UTC(2026, 0, 15) });

const VERSION = '202601';
const client = new RestliClient();
const token = (scopes: string[], apiKey = TEST_APP.apiKey) => kit.service.admin.issueToken({ memberId: ADA.id, apiKey, scopes }).access_token;

describe('linkedin-api-client@0.3.0 RestliClient', () => {
  it('get /me with a projection and the picture decoration [F-MEMBERS-018]', async () => {
    const response = await client.get({
      resourcePath: '/me',
      queryParams: { projection: '(id,localizedFirstName,localizedLastName,profilePicture(displayImage~:playableStreams))' },
      accessToken: token(['r_liteprofile']),
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: ADA.id, localizedFirstName: 'Ada', localizedLastName: 'Lovelace' });
    expect(response.data.profilePicture['displayImage~'].elements).toHaveLength(4);
    const [entry] = kit.service.admin.requests({ path: '/v2/me' }).slice(-1);
    expect(entry.requestHeaders['x-restli-method']).toBe('get');
    expect(entry.requestHeaders['x-restli-protocol-version']).toBe('2.0.0');
  });

  it('finder /emailAddress (members), and the same query tunnelled when it is long [F-MEMBERS-018]', async () => {
    const accessToken = token(['r_emailaddress']);
    const found = await client.finder({ resourcePath: '/emailAddress', finderName: 'members', queryParams: { projection: '(elements*(handle~))' }, accessToken });
    expect(found.data.elements[0]['handle~']).toEqual({ emailAddress: ADA.email });
    const long = await client.finder({ resourcePath: '/emailAddress', finderName: 'members', queryParams: { projection: '(elements*(handle~))', note: 'x'.repeat(4100) }, accessToken });
    expect(long.data.elements[0]['handle~']).toEqual({ emailAddress: ADA.email });
    const [tunnelled] = kit.service.admin.requests({ method: 'POST', path: '/v2/emailAddress' }).slice(-1);
    expect(tunnelled.requestHeaders['x-http-method-override']).toBe('GET');
    expect(tunnelled.status).toBe(200);
  });

  it('create /posts with a versionString, read the created id, get it back [F-POSTS-002]', async () => {
    const accessToken = token(['w_member_social']);
    const created = await client.create({
      resourcePath: '/posts',
      entity: {
        author: `urn:li:person:${ADA.id}`,
        commentary: 'Posted with the official client',
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
      versionString: VERSION,
      accessToken,
    });
    expect(created.status).toBe(201);
    expect(created.createdEntityId).toMatch(/^urn:li:share:/);
    // The self-serve app that posted may not read it back (w_member_social writes only); one with the
    // Community Management API and the restricted r_member_social may (Posts API).
    await expect(client.get({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken })).rejects.toMatchObject({
      response: { status: 403, data: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: partnerApiPostsExternal.GET.${VERSION}01` } },
    });
    const back = await client.get({ resourcePath: '/posts/{id}', pathKeys: { id: created.createdEntityId }, versionString: VERSION, accessToken: token(['w_member_social', 'r_member_social'], COMMUNITY_APP.apiKey) });
    expect(back.data).toMatchObject({ id: created.createdEntityId, author: `urn:li:person:${ADA.id}`, commentary: 'Posted with the official client', visibility: 'PUBLIC' });
    const [get] = kit.service.admin.requests({ method: 'GET', path: '/rest/posts/*' }).slice(-1);
    expect(get.url).toContain(`/rest/posts/${encodeURIComponent(String(created.createdEntityId))}`);
    expect(get.requestHeaders['linkedin-version']).toBe(VERSION);
  });

  it('a version outside the window fails as the real service does [F-RESTLI-002]', async () => {
    await expect(
      client.get({ resourcePath: '/posts/{id}', pathKeys: { id: 'urn:li:share:1' }, versionString: '202401', accessToken: token(['w_member_social']) }),
    ).rejects.toMatchObject({ response: { status: 426, data: { code: 'NONEXISTENT_VERSION', message: 'Requested version 20240101 is not active' } } });
  });

  it('action initializeUpload on /images [F-MEDIA-001]', async () => {
    const response = await client.action({
      resourcePath: '/images',
      actionName: 'initializeUpload',
      data: { initializeUploadRequest: { owner: `urn:li:person:${ADA.id}` } },
      versionString: VERSION,
      accessToken: token(['w_member_social']),
    });
    expect(response.data.value).toMatchObject({ image: expect.stringMatching(/^urn:li:image:/), uploadUrl: expect.stringMatching(/^https:\/\/api\.linkedin\.com\/dms-uploads\//) });
  });
});

// Today's platform over time (docs/over-time.md) through the clients that met its changes,
// unchanged and with their defaults: linkedin-api-client@0.3.0 (the organizationAcls rename, the
// versioned API's first day, the unversioned sunset, the edgeType of 202305, the version calendar
// on a day), next-auth 4.24.15's LinkedIn provider (Sign In with LinkedIn closed to new apps) and
// openid-client 6.9.0 (OpenID Connect's opening and its issuer), each on the day before a change
// and on its day. The service replays the day (asOf); its clock is the real time, as the clients
// check id_tokens and tokens with theirs.
import { beforeEach, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { RestliClient } from 'linkedin-api-client';
import * as oidc from 'openid-client';
import type { MockService } from '../../mock-server/index.js';
import { useServiceKit } from '../support/serviceKit.js';
import { FakeBrowser } from '../support/fakeBrowser.js';
import { ADA, PAGE_APP, PARTNER_APP, REDIRECT, approve, locationParams } from '../support/oauthFlow.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const LinkedIn = require('next-auth/providers/linkedin').default as (options: Record<string, unknown>) => any;
const { AuthHandler } = require(require.resolve('next-auth').replace(/index\.js$/, 'core/index.js')) as {
  AuthHandler(params: { req: Record<string, unknown>; options: Record<string, unknown> }): Promise<{ body?: unknown; redirect?: string; cookies?: { name: string; value: string }[] }>;
};

const ORIGIN = 'http://localhost:3000';
const NEXT_APP = { apiKey: 'next-app', secretKey: 'next-secret', name: 'Next App', redirectUrls: [`${ORIGIN}/api/auth/callback/linkedin`] };
const PAGE_URN = 'urn:li:organization:1001';

const kit = useServiceKit({ fixtures: { apps: [PARTNER_APP, PAGE_APP, NEXT_APP] } });
let service: MockService;
/** A fresh service replaying `asOf`, for the rest of the test; `createdOn`: the day the apps were registered (none: apps of the v1 era). */
function replay(asOf: string, createdOn?: string) {
  const on = createdOn ? { createdOn } : {};
  service = kit.use({ fixtures: { apps: [{ ...PARTNER_APP, ...on }, { ...PAGE_APP, ...on }, { ...NEXT_APP, ...on }] }, asOf });
}
beforeEach(() => replay('2024-04-12'));

const restli = new RestliClient();
// The page scopes and the partner-gated reads are the Community Management API's, alone on its app (issue 47,
// row 14): the tokens of today's API calls are the page app's (PARTNER_APP keeps sign-in and refresh tokens).
const token = (scopes: string[]) => service.admin.issueToken({ memberId: ADA.id, apiKey: PAGE_APP.apiKey, scopes }).access_token;
/** What a RestliClient call answered: its status and body, thrown or not. */
async function answer(call: Promise<{ status: number; data: unknown }>): Promise<{ status: number; data: any }> {
  try {
    const { status, data } = await call;
    return { status, data };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    if (!response) throw error;
    return { status: response.status, data: response.data };
  }
}

describe('linkedin-api-client@0.3.0 across the dates of today\'s API', () => {
  it('2021-01-04, organizationAcls: /v2/organizationAcls is LinkedIn\'s 404 the day before, the finder answers from that day; the old name answers on both', async () => {
    const finder = (resourcePath: string) => answer(restli.finder({ resourcePath, finderName: 'roleAssignee', queryParams: { role: 'ADMINISTRATOR', state: 'APPROVED' }, accessToken: token(['rw_organization_admin']) }));
    replay('2021-01-03');
    expect(await finder('/organizationAcls')).toEqual({ status: 404, data: { status: 404, code: 'RESOURCE_NOT_FOUND', message: 'No virtual resource found' } });
    expect((await finder('/organizationalEntityAcls')).status).toBe(200);
    replay('2021-01-04');
    const found = await finder('/organizationAcls');
    expect(found.status).toBe(200);
    expect(found.data.elements[0]).toMatchObject({ organization: PAGE_URN, role: 'ADMINISTRATOR', state: 'APPROVED' });
    expect((await finder('/organizationalEntityAcls')).status).toBe(200);
  });

  it('2022-06-15, the versioned API: no version answers the day before (426), 202206 creates a post from its first day', async () => {
    const create = () =>
      answer(
        restli.create({
          resourcePath: '/posts',
          entity: { author: `urn:li:person:${ADA.id}`, commentary: `First day ${Math.random()}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' },
          versionString: '202206',
          accessToken: token(['w_member_social']),
        }),
      );
    replay('2022-06-14');
    expect(await create()).toEqual({ status: 426, data: { status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version 20220601 is not active' } });
    replay('2022-06-15');
    expect((await create()).status).toBe(201);
  });

  it('2023-07-01, the unversioned sunset: a member\'s post through /v2/ugcPosts (Share on LinkedIn) answers on both sides', async () => {
    const post = () =>
      answer(
        restli.create({
          resourcePath: '/ugcPosts',
          entity: { author: `urn:li:person:${ADA.id}`, lifecycleState: 'PUBLISHED', specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: `Both sides ${Math.random()}` }, shareMediaCategory: 'NONE' } }, visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'PUBLIC' } },
          accessToken: token(['w_member_social']),
        }),
      );
    replay('2023-06-30');
    expect((await post()).status).toBe(201);
    replay('2023-07-01');
    expect((await post()).status).toBe(201);
  });

  it('202305, the edgeType rename: CompanyFollowedByMember answers with 202304 and 400 with 202305 (both versions active on 2023-06-01)', async () => {
    replay('2023-06-01');
    const size = (edgeType: string, versionString: string) =>
      answer(restli.get({ resourcePath: '/networkSizes/{id}', pathKeys: { id: PAGE_URN }, queryParams: { edgeType }, versionString, accessToken: token(['rw_organization_admin']) }));
    expect((await size('CompanyFollowedByMember', '202304')).status).toBe(200);
    expect(await size('CompanyFollowedByMember', '202305')).toEqual({ status: 400, data: { message: "Parameter 'edgeType' is invalid", status: 400 } });
    expect((await size('COMPANY_FOLLOWED_BY_MEMBER', '202305')).status).toBe(200);
  });

  it('the calendar on any day: 202404 answers on its sunset day (2025-04-15) and 426 the day after', async () => {
    const me = () => answer(restli.get({ resourcePath: '/posts/{id}', pathKeys: { id: 'urn:li:share:1' }, versionString: '202404', accessToken: token(['w_member_social']) }));
    replay('2025-04-15');
    expect((await me()).status).not.toBe(426);
    replay('2025-04-16');
    expect(await me()).toEqual({ status: 426, data: { status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version 20240401 is not active' } });
  });
});

/** A cookie jar for the application's side of next-auth's flow. */
class Jar {
  readonly cookies: Record<string, string> = {};
  take<T extends { cookies?: { name: string; value: string }[] }>(response: T): T {
    for (const cookie of response.cookies ?? []) this.cookies[cookie.name] = cookie.value;
    return response;
  }
}

/** next-auth's sign-in with the LinkedIn provider and `scope`: what came back to its callback, and where the callback sent the browser. */
async function nextAuthSignIn(scope: string): Promise<{ back: URLSearchParams; redirect: string | undefined }> {
  const options = {
    providers: [LinkedIn({ clientId: NEXT_APP.apiKey, clientSecret: NEXT_APP.secretKey, authorization: { params: { scope } } })],
    secret: 'a-secret-of-the-test-application-32+chars',
    session: { strategy: 'jwt' as const },
  };
  const jar = new Jar();
  const csrf = jar.take(await AuthHandler({ req: { origin: ORIGIN, action: 'csrf', method: 'GET', cookies: jar.cookies }, options }));
  const signin = jar.take(
    await AuthHandler({ req: { origin: ORIGIN, action: 'signin', providerId: 'linkedin', method: 'POST', body: { csrfToken: (csrf.body as { csrfToken: string }).csrfToken }, cookies: jar.cookies }, options }),
  );
  const first = await new FakeBrowser().get(signin.redirect!);
  const refused = first.headers.get('location')?.startsWith(`${ORIGIN}/api/auth/callback/linkedin`);
  const back = locationParams(refused ? first : await approve(new FakeBrowser(), signin.redirect!, ADA));
  const callback = jar.take(await AuthHandler({ req: { origin: ORIGIN, action: 'callback', providerId: 'linkedin', method: 'GET', query: Object.fromEntries(back), cookies: jar.cookies }, options }));
  return { back, redirect: callback.redirect };
}

describe('2023-08-01, Sign In with LinkedIn closed to new apps (next-auth 4.24.15, the scope of nextauthjs/next-auth#8316)', () => {
  it('an app registered on 2023-07-31 signs in with r_liteprofile r_emailaddress; one registered on 2023-08-01 gets unauthorized_scope_error and next-auth its error page', async () => {
    replay('2023-07-31', '2023-07-31');
    const before = await nextAuthSignIn('r_liteprofile r_emailaddress');
    expect(before.back.get('code')).toEqual(expect.any(String));
    expect(before.redirect).toBe(ORIGIN);
    replay('2023-08-01', '2023-08-01');
    const after = await nextAuthSignIn('r_liteprofile r_emailaddress');
    expect(after.back.get('error')).toBe('unauthorized_scope_error');
    expect(after.back.get('error_description')).toBe('Scope &quot;r_liteprofile&quot; is not authorized for your application');
    expect(after.redirect).toMatch(/\/api\/auth\/(signin|error)\?error=/);
    // The app of the v1 era keeps Sign In with LinkedIn after the day (dexidp/dex#3225: "older apps will continue to work").
    replay('2023-08-01');
    expect((await nextAuthSignIn('r_liteprofile r_emailaddress')).redirect).toBe(ORIGIN);
  });
});

describe('OpenID Connect with openid-client 6.9.0, unchanged', () => {
  const ISSUER = new URL('https://www.linkedin.com/oauth');
  const failure = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };
  async function signIn(config: oidc.Configuration) {
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid profile email', state });
    const back = await approve(new FakeBrowser(), url.href);
    return oidc.authorizationCodeGrant(config, new URL(back.headers.get('location')!), { expectedState: state });
  }

  it('2023-08-01: the day before no discovery document (404) and openid refused; from that day both, the document naming https://www.linkedin.com (which openid-client, strict, refuses until 2024-04-12)', async () => {
    const document = () => fetch('https://www.linkedin.com/oauth/.well-known/openid-configuration');
    const authorize = () =>
      new FakeBrowser().get(`https://www.linkedin.com/oauth/v2/authorization?response_type=code&client_id=${PARTNER_APP.apiKey}&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=openid%20profile&state=s`);
    replay('2023-07-31');
    expect((await document()).status).toBe(404);
    expect(locationParams(await authorize()).get('error_description')).toBe('Scope &quot;openid&quot; is not authorized for your application');
    replay('2023-08-01');
    expect((await (await document()).json()).issuer).toBe('https://www.linkedin.com');
    expect(new URL((await authorize()).headers.get('location')!).origin).toBe('https://www.linkedin.com');
    expect(await failure(oidc.discovery(ISSUER, PARTNER_APP.apiKey, PARTNER_APP.secretKey))).toBe('discovered metadata issuer does not match the expected issuer');
  });

  it('2024-04-12, the issuer: on 2024-04-11 the document under /oauth names https://www.linkedin.com and openid-client refuses it as non-conform (nextauthjs/next-auth#8831); from 2024-04-12 it signs in, iss https://www.linkedin.com/oauth', async () => {
    replay('2024-04-11');
    expect(await failure(oidc.discovery(ISSUER, PARTNER_APP.apiKey, PARTNER_APP.secretKey))).toBe('discovered metadata issuer does not match the expected issuer');
    // The id_token of the day names the issuer its document names.
    const minted = await service.admin.issueToken({ memberId: ADA.id, apiKey: PARTNER_APP.apiKey, scopes: ['openid', 'profile'] });
    expect(JSON.parse(Buffer.from(minted.id_token!.split('.')[1]!, 'base64url').toString()).iss).toBe('https://www.linkedin.com');
    replay('2024-04-12');
    const config = await oidc.discovery(ISSUER, PARTNER_APP.apiKey, PARTNER_APP.secretKey);
    expect(config.serverMetadata().issuer).toBe('https://www.linkedin.com/oauth');
    expect((await signIn(config)).claims()!.iss).toBe('https://www.linkedin.com/oauth');
  });
});

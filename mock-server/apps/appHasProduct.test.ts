// The products an app has, as today's developer portal gives them: the self-serve ones by default
// (withheldProducts takes some away), the partner ones only when granted (grantedProducts). One
// rule, apps/appHasProduct.ts, that the token endpoint, the dialog, the admin API, the fixture
// checks and --state all follow.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, PARTNER_APP, TEST_APP, approve, authorizeUrl, exchange, locationParams } from '../../test/support/oauthFlow.js';
import { appCallsProduct, appHasProduct, scopeWithoutProduct, whyAppLacks } from './appHasProduct.js';
import { appFromFixture } from './appFromFixture.js';
import { PARTNER_PRODUCTS, PRODUCTS, SELF_SERVE_PRODUCTS, type Product } from '../scopes.js';
import { DEMO_APP, DEMO_PAGES_APP } from '../seed/demoAccounts.js';
import { captureState, restoreState } from '../state/serviceState.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const WWW = 'https://www.linkedin.com';
const kit = useServiceKit({ fixtures: TEST_FIXTURES });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

/** The token answer of a sign-in with `scope` by TEST_APP's keys. */
async function signIn(scope: string): Promise<Record<string, unknown>> {
  const back = await approve(new FakeBrowser(), authorizeUrl('current', { scope }, WWW));
  return json(await exchange('current', { code: locationParams(back).get('code') }, { base: WWW }));
}

const twoLegged = () => exchange('current', { grant_type: 'client_credentials', code: null, redirect_uri: null }, { base: WWW });

describe('appHasProduct', () => {
  const plain = appFromFixture(TEST_APP);

  it('self-serve products (sign-in, profile API, share) by default; partner products (refresh, 2-legged, Community Management, Verified on LinkedIn, Member Data Portability) not', () => {
    expect(SELF_SERVE_PRODUCTS).toEqual(['openidSignIn', 'profileApi', 'share']);
    expect(PARTNER_PRODUCTS).toEqual([
      'refreshTokens', 'clientCredentials', 'communityManagement',
      'verifiedDevelopment', 'verifiedLite', 'verifiedPlus', 'memberDataPortability3rdParty', 'memberDataPortabilityMember',
    ]);
    for (const product of SELF_SERVE_PRODUCTS) expect(appHasProduct(plain, product)).toBe(true);
    for (const product of PARTNER_PRODUCTS) expect(appHasProduct(plain, product)).toBe(false);
  });

  it('grantedProducts adds partner products; withheldProducts takes any away', () => {
    const granted = appFromFixture({ ...TEST_APP, grantedProducts: ['communityManagement'] });
    expect(appHasProduct(granted, 'communityManagement')).toBe(true);
    expect(appHasProduct(granted, 'refreshTokens')).toBe(false);
    const withheld = appFromFixture({ ...TEST_APP, withheldProducts: ['share'] });
    expect(appHasProduct(withheld, 'share')).toBe(false);
    expect(appHasProduct(withheld, 'openidSignIn')).toBe(true);
  });

  // Issue 47, row 14: the demo app had every product; the Community Management API must be the only
  // product on its app, so the demo app has every other and the seeded page app has it alone.
  it('the seeded demo app has every product but the Community Management API; the seeded page app has it, without the sign-in products', () => {
    for (const product of Object.keys(PRODUCTS) as Product[]) expect(appHasProduct(DEMO_APP, product), product).toBe(product !== 'communityManagement');
    expect((Object.keys(PRODUCTS) as Product[]).filter((product) => appHasProduct(DEMO_PAGES_APP, product))).toEqual(['refreshTokens', 'communityManagement']);
  });
});

describe('the Community Management API must be the only product on its app (issue 47, row 14)', () => {
  const page = appFromFixture({ ...TEST_APP, grantedProducts: ['communityManagement'] });

  it('an app granted it has none of the sign-in, profile or share products, yet calls /v2/me and posts as the member with the scopes it brings [F-PAGES-019]', () => {
    for (const product of ['openidSignIn', 'profileApi', 'share'] as const) {
      expect(appHasProduct(page, product), product).toBe(false);
      expect(whyAppLacks(page, product)).toMatch(/must be the only product on its app/);
    }
    expect(appCallsProduct(page, 'profileApi')).toBe(true);
    expect(appCallsProduct(page, 'share')).toBe(true);
    expect(appCallsProduct(page, 'openidSignIn')).toBe(false);
    expect(scopeWithoutProduct(page, ['r_basicprofile', 'w_member_social', 'w_organization_social'])).toBeUndefined();
    expect(scopeWithoutProduct(page, ['r_basicprofile', 'openid'])).toEqual({ scope: 'openid', product: 'openidSignIn' });
    expect(scopeWithoutProduct(page, ['r_liteprofile'])).toEqual({ scope: 'r_liteprofile', product: 'profileApi' });
    expect(scopeWithoutProduct(page, ['r_emailaddress'])).toEqual({ scope: 'r_emailaddress', product: 'profileApi' });
    // Withheld, it keeps nothing off: the app has the self-serve products again.
    expect(appHasProduct(appFromFixture({ ...TEST_APP, grantedProducts: ['communityManagement'], withheldProducts: ['communityManagement'] }), 'openidSignIn')).toBe(true);
  });

  it('on the wire: the sign-in scopes are unauthorized_scope_error (why, in the journal); r_basicprofile and w_member_social are granted [F-OAUTH2-060] [F-PAGES-019]', async () => {
    kit.use({ fixtures: { apps: [{ ...TEST_APP, grantedProducts: ['communityManagement'] }] } });
    const refused = await approve(new FakeBrowser(), authorizeUrl('current', { scope: 'openid profile' }, WWW));
    expect(locationParams(refused).get('error')).toBe('unauthorized_scope_error');
    expect(kit.service.admin.requests({ path: '/oauth/v2/authorization' }).at(-1)!.notes).toEqual([expect.stringMatching(/it holds the Community Management API \(communityManagement\), which must be the only product on its app/)]);
    const answer = await signIn('r_basicprofile w_member_social w_organization_social');
    expect(answer.scope).toBe('r_basicprofile,w_member_social,w_organization_social');
    const me = await fetch('https://api.linkedin.com/v2/me', { headers: { authorization: `Bearer ${answer.access_token as string}` } });
    expect(me.status).toBe(200);
  });

  it('a fixture naming a sign-in product beside it is refused, naming the sources; the admin API names why a scope is missing', () => {
    expect(() => kit.use({ fixtures: { apps: [{ ...TEST_APP, grantedProducts: ['communityManagement', 'share', 'openidSignIn'] }] } })).toThrow(
      /apps\[0\]\.grantedProducts: 'communityManagement' \(Community Management API\) must be the only product on its app, so it cannot be granted beside 'openidSignIn', 'share'.*trypostit\/trypost#73; verbb\/social-poster#52; n8n-io\/n8n#7451/s,
    );
    expect(() => kit.service.admin.issueToken({ memberId: ADA.id, apiKey: DEMO_PAGES_APP.apiKey, scopes: ['openid'] })).toThrow(/must be the only product on its app/);
  });
});

describe('the token endpoint follows the products', () => {
  it('a standard app: no refresh_token in the token answer, no refresh grant, no 2-legged token [F-OAUTH2-047]', async () => {
    const answer = await signIn('openid profile');
    expect(answer.access_token).toEqual(expect.any(String));
    expect(answer).not.toHaveProperty('refresh_token');
    expect(answer).not.toHaveProperty('refresh_token_expires_in');
    const refresh = await exchange('current', { grant_type: 'refresh_token', refresh_token: 'AQx', code: null, redirect_uri: null }, { base: WWW });
    expect((await json(refresh)).error).toBe('unauthorized_client');
    expect(await json(await twoLegged())).toMatchObject({ error: 'access_denied' });
  });

  it('an app granted refreshTokens and clientCredentials: a refresh token with the code exchange, and 2-legged tokens [F-OAUTH2-047]', async () => {
    kit.use({ fixtures: { apps: [PARTNER_APP] } });
    const answer = await signIn('openid profile');
    expect(answer.refresh_token).toEqual(expect.any(String));
    expect(answer.refresh_token_expires_in).toEqual(expect.any(Number));
    expect(await json(await twoLegged())).toMatchObject({ access_token: expect.any(String), expires_in: expect.any(Number) });
  });
});

describe('the admin API, the fixture checks and --state follow the products', () => {
  it('issueToken gives a refresh token only to an app granted refreshTokens, and names the missing product', async () => {
    expect(kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['openid'] })).not.toHaveProperty('refresh_token');
    expect(kit.service.admin.issueToken({ memberId: ADA.id, apiKey: DEMO_APP.apiKey, scopes: ['openid'] })).toHaveProperty('refresh_token');
    kit.use({ fixtures: { apps: [{ ...TEST_APP, withheldProducts: ['share'] }] } });
    expect(() => kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['w_member_social'] })).toThrow(/its fixture withholds the product share/);
  });

  it('a fixture that grants a product twice, or grants one it withholds, is refused with the path of the entry', () => {
    expect(() => kit.use({ fixtures: { apps: [{ ...TEST_APP, grantedProducts: ['refreshTokens', 'refreshTokens'] }] } })).toThrow(/apps\[0\]\.grantedProducts\[1\]: 'refreshTokens' is listed twice/);
    expect(() => kit.use({ fixtures: { apps: [{ ...TEST_APP, withheldProducts: ['share'], grantedProducts: ['share'] }] } })).toThrow(/apps\[0\]\.grantedProducts\[0\]: 'share' is also in withheldProducts/);
    expect(() => kit.use({ fixtures: { apps: [{ ...TEST_APP, grantedProducts: ['marketing' as never] }] } })).toThrow(/apps\[0\]\.grantedProducts\[0\]/);
  });

  it('--state keeps what each app was granted', async () => {
    kit.use({ fixtures: { apps: [PARTNER_APP] } });
    const saved = JSON.parse(JSON.stringify(captureState(kit.service.context)));
    kit.use();
    expect(await json(await twoLegged())).toMatchObject({ error: 'access_denied' });
    restoreState(kit.service.context, saved);
    expect(await json(await twoLegged())).toMatchObject({ access_token: expect.any(String) });
  });
});

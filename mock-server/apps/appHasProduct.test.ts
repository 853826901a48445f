// The products an app has, as today's developer portal gives them: the self-serve ones by default
// (withheldProducts takes some away), the partner ones only when granted (grantedProducts). One
// rule, apps/appHasProduct.ts, that the token endpoint, the dialog, the admin API, the fixture
// checks and --state all follow.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, PARTNER_APP, TEST_APP, approve, authorizeUrl, exchange, locationParams } from '../../test/support/oauthFlow.js';
import { appHasProduct } from './appHasProduct.js';
import { appFromFixture } from './appFromFixture.js';
import { PARTNER_PRODUCTS, PRODUCTS, SELF_SERVE_PRODUCTS, type Product } from '../scopes.js';
import { DEMO_APP } from '../seed/demoAccounts.js';
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

  it('the seeded demo app has every product', () => {
    for (const product of Object.keys(PRODUCTS) as Product[]) expect(appHasProduct(DEMO_APP, product)).toBe(true);
  });
});

describe('the token endpoint follows the products', () => {
  it('a standard app: no refresh_token in the token answer, no refresh grant, no 2-legged token', async () => {
    const answer = await signIn('openid profile');
    expect(answer.access_token).toEqual(expect.any(String));
    expect(answer).not.toHaveProperty('refresh_token');
    expect(answer).not.toHaveProperty('refresh_token_expires_in');
    const refresh = await exchange('current', { grant_type: 'refresh_token', refresh_token: 'AQx', code: null, redirect_uri: null }, { base: WWW });
    expect((await json(refresh)).error).toBe('unauthorized_client');
    expect(await json(await twoLegged())).toMatchObject({ error: 'access_denied' });
  });

  it('an app granted refreshTokens and clientCredentials: a refresh token with the code exchange, and 2-legged tokens', async () => {
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

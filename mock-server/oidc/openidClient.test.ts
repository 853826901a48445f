// openid-client 6 (panva), unchanged and with its defaults, against the real host names that
// setupServer intercepts: discovery, the code grant with its id_token checks, userinfo, refresh.
import { describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { decodeProtectedHeader } from 'jose';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, REDIRECT, PARTNER_FIXTURES, TEST_APP, approve } from '../../test/support/oauthFlow.js';

const ISSUER = new URL('https://www.linkedin.com/oauth');
// The service clock follows real time: the client checks the id_token's iat and exp against its own clock.
const kit = useServiceKit({ fixtures: PARTNER_FIXTURES });

/** The message of what a client call threw, with the cause openid-client wraps it in. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as Error & { cause?: unknown };
    return `${e.message} / ${e.cause instanceof Error ? e.cause.message : JSON.stringify(e.cause)}`;
  }
  return 'no error';
}

async function signIn(config: client.Configuration, scope = 'openid profile email') {
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope, state });
  const back = await approve(new FakeBrowser(), url.href);
  return client.authorizationCodeGrant(config, new URL(back.headers.get('location')!), { expectedState: state });
}

describe('openid-client 6.9.0', () => {
  it('discovers the issuer at https://www.linkedin.com/oauth (compared exactly) with the document LinkedIn publishes', async () => {
    const config = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey);
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe('https://www.linkedin.com/oauth');
    expect(meta.userinfo_endpoint).toBe('https://api.linkedin.com/v2/userinfo');
    expect(meta.token_endpoint_auth_methods_supported).toBeUndefined();
  });

  it('client authentication: its default with a secret (ClientSecretPost) is what LinkedIn reads; ClientSecretBasic is refused as LinkedIn refuses it', async () => {
    const basic = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey, client.ClientSecretBasic(TEST_APP.secretKey));
    expect(await failure(signIn(basic))).toContain(String.raw`{"error":"invalid_request","error_description":"A required parameter \"client_id\" is missing"}`);
    const post = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey);
    expect((await signIn(post)).access_token).toEqual(expect.any(String));
  });

  it('code grant: the id_token passes its checks (iss, aud, exp, RS256) and carries LinkedIn’s claim types; userinfo answers the same sub', async () => {
    const config = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey);
    const tokens = await signIn(config);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('email,openid,profile');
    expect(tokens.expires_in).toBe(5184000);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: 'https://www.linkedin.com/oauth', aud: TEST_APP.apiKey, given_name: 'Ada', family_name: 'Lovelace', email: ADA.email, email_verified: 'true', locale: 'en_GB' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(5);
    expect(claims.nonce).toBeUndefined();
    expect(decodeProtectedHeader(tokens.id_token!)).toMatchObject({ alg: 'RS256', typ: 'JWT', zip: 'RS256' });
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({ sub: claims.sub, email_verified: true, locale: { country: 'GB', language: 'en' }, name: 'Ada Lovelace' });
  });

  it('refresh: without token_type in the answer openid-client refuses it, as against the real service; with the customFetch workaround users add (panva/openid-client#826) it refreshes', async () => {
    const config = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey);
    const tokens = await signIn(config);
    expect(tokens.refresh_token).toMatch(/^AQ/);
    expect(await failure(client.refreshTokenGrant(config, tokens.refresh_token!))).toMatch(/token_type/);
    const patched = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey);
    patched[client.customFetch] = async (url, options) => {
      const response = await fetch(url, options as RequestInit);
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ token_type: 'bearer', ...body }, { status: response.status });
    };
    kit.service.admin.setClock({ advanceSeconds: 59 * 24 * 3600 });
    const refreshed = await client.refreshTokenGrant(patched, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.expires_in).toBe(5184000);
    // The service clock follows real time here: a second or two may have passed since the grant.
    expect((365 - 59) * 24 * 3600 - (refreshed as { refresh_token_expires_in: number }).refresh_token_expires_in).toBeLessThan(10);
    expect(kit.service.admin.verifyToken(refreshed.access_token).status).toBe('valid');
  });

  it("a code exchanged twice: openid-client reads LinkedIn's invalid_request and its sentence (issue 47, row 24)", async () => {
    const config = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey);
    const state = client.randomState();
    const back = new URL((await approve(new FakeBrowser(), client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid profile', state }).href)).headers.get('location')!);
    await client.authorizationCodeGrant(config, back, { expectedState: state });
    const replay = await client.authorizationCodeGrant(config, back, { expectedState: state }).then(() => undefined, (e: unknown) => e as { error?: string; error_description?: string });
    expect(replay).toMatchObject({ error: 'invalid_request', error_description: 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists' });
  });

  it('a nonce is accepted and not echoed: a client that expects it fails, as on LinkedIn', async () => {
    const config = await client.discovery(ISSUER, TEST_APP.apiKey, TEST_APP.secretKey);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid profile email', state, nonce });
    const back = await approve(new FakeBrowser(), url.href);
    expect(await failure(client.authorizationCodeGrant(config, new URL(back.headers.get('location')!), { expectedState: state, expectedNonce: nonce }))).toMatch(/nonce/);
  });
});

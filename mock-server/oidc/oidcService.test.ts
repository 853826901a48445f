// Today's sign-in on the service itself: the discovery document, the JWKS and the id_token, pairwise
// subjects, userinfo's errors, the PKCE refusal, the dialog's wording, the admin API (issueToken,
// issueCode, auto-approve) and the journal's redaction over the new flow, --state.
import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { createMockService } from '../index.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, PARTNER_APP, REDIRECT, TEST_APP, approve, authorizeUrl, exchange, locationParams, startFlow } from '../../test/support/oauthFlow.js';
import { captureState, restoreState } from '../state/serviceState.js';

const WWW = 'https://www.linkedin.com';
// Both approved for the partner products (refresh tokens, 2-legged tokens), which these tests exercise.
const OTHER_APP = { ...PARTNER_APP, apiKey: 'other-key', secretKey: 'other-secret', name: 'Other App' };
const kit = useServiceKit({ fixtures: { apps: [PARTNER_APP, OTHER_APP] } });

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

/** A sign-in on the real host names with these scopes and the token answer for it. */
async function tokensFor(scope: string, app = TEST_APP, extra: Record<string, string | null> = {}): Promise<Record<string, unknown>> {
  const back = await approve(new FakeBrowser(), authorizeUrl('current', { scope, client_id: app.apiKey }, WWW));
  const response = await exchange('current', { code: locationParams(back).get('code'), client_id: app.apiKey, client_secret: app.secretKey, ...extra }, { base: WWW });
  return json(response);
}

async function jwks() {
  return createLocalJWKSet((await json(await fetch(`${WWW}/oauth/openid/jwks`))) as never);
}

describe('discovery and keys', () => {
  it('the discovery document has exactly the fields LinkedIn publishes, on the address the client used', async () => {
    expect(await json(await fetch(`${WWW}/oauth/.well-known/openid-configuration`))).toEqual({
      issuer: 'https://www.linkedin.com/oauth',
      authorization_endpoint: 'https://www.linkedin.com/oauth/v2/authorization',
      token_endpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
      userinfo_endpoint: 'https://api.linkedin.com/v2/userinfo',
      jwks_uri: 'https://www.linkedin.com/oauth/openid/jwks',
      response_types_supported: ['code'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email'],
      claims_supported: ['iss', 'aud', 'iat', 'exp', 'sub', 'name', 'given_name', 'family_name', 'picture', 'email', 'email_verified', 'locale'],
    });
    const local = await json(await fetch('http://127.0.0.1:8787/oauth/.well-known/openid-configuration'));
    expect([local.issuer, local.userinfo_endpoint]).toEqual(['http://127.0.0.1:8787/oauth', 'http://127.0.0.1:8787/v2/userinfo']);
  });

  it('the JWKS serves one RSA key without alg or use; the key is made once and kept', async () => {
    const first = await json(await fetch(`${WWW}/oauth/openid/jwks`));
    const [key] = first.keys as Record<string, string>[];
    expect(Object.keys(key!)).toEqual(['kty', 'e', 'kid', 'n']);
    expect(key!.kty).toBe('RSA');
    expect(await json(await fetch(`${WWW}/oauth/openid/jwks`))).toEqual(first);
    kit.service.admin.reset();
    expect(await json(await fetch(`${WWW}/oauth/openid/jwks`))).toEqual(first);
  });

  it('a key given as signingKey is the one used (a test can pin it); a bad one is refused at start', async () => {
    const pinned = kit.service.context.signingKey;
    await fetch(`${WWW}/oauth/openid/jwks`);
    kit.use({ signingKey: pinned.jwk! });
    const { keys } = await json(await fetch(`${WWW}/oauth/openid/jwks`));
    expect((keys as { kid: string }[])[0]!.kid).toBe(pinned.jwk!.kid);
    expect(() => createMockService({ signingKey: { kty: 'EC' } as never })).toThrow(/RSA/);
  });
});

describe('the code flow with openid', () => {
  it('id_token: RS256 with the JWKS kid, iss, aud, iat/exp one hour apart on the service clock, no nonce; claims typed as LinkedIn types them', async () => {
    kit.use({ now: Date.UTC(2026, 0, 1) });
    const answer = await tokensFor('openid profile email');
    expect(Object.keys(answer)).toEqual(['access_token', 'expires_in', 'refresh_token', 'refresh_token_expires_in', 'scope', 'token_type', 'id_token']);
    const { payload, protectedHeader } = await jwtVerify(answer.id_token as string, await jwks(), {
      issuer: 'https://www.linkedin.com/oauth',
      audience: TEST_APP.apiKey,
      currentDate: new Date(Date.UTC(2026, 0, 1, 0, 30)),
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(payload.iat).toBe(Date.UTC(2026, 0, 1) / 1000);
    expect(payload.exp).toBe(Date.UTC(2026, 0, 1) / 1000 + 3600);
    expect(payload).toMatchObject({ email_verified: 'true', locale: 'en_GB', name: 'Ada Lovelace', email: ADA.email });
    expect(payload).not.toHaveProperty('nonce');
    expect(payload.sub).toMatch(/^[\w-]{10}$/);
  });

  it('claims follow the scopes: openid alone has no profile or e-mail; a nonce and prompt are accepted and not echoed', async () => {
    const answer = await tokensFor('openid', TEST_APP);
    expect(Object.keys(decodeJwt(answer.id_token as string)).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sub']);
    const back = await approve(new FakeBrowser(), authorizeUrl('current', { scope: 'openid email', nonce: 'n-1', prompt: 'login' }, WWW));
    const withNonce = await json(await exchange('current', { code: locationParams(back).get('code') }, { base: WWW }));
    const claims = decodeJwt(withNonce.id_token as string);
    expect(claims.nonce).toBeUndefined();
    expect([claims.email, claims.name]).toEqual([ADA.email, undefined]);
  });

  it('sub is pairwise: stable for one app, different for another; userinfo answers the same sub', async () => {
    const a1 = decodeJwt((await tokensFor('openid profile')).id_token as string).sub;
    const a2 = decodeJwt((await tokensFor('openid profile')).id_token as string).sub;
    const b = await tokensFor('openid profile', OTHER_APP);
    expect(a1).toBe(a2);
    expect(decodeJwt(b.id_token as string).sub).not.toBe(a1);
    const info = await json(await fetch('https://api.linkedin.com/v2/userinfo', { headers: { authorization: `Bearer ${b.access_token}` } }));
    expect(info.sub).toBe(decodeJwt(b.id_token as string).sub);
  });

  it('a code_verifier on the web flow is refused with invalid_client, as LinkedIn refuses it', async () => {
    const answer = await tokensFor('openid profile', TEST_APP, { code_verifier: 'a'.repeat(43) });
    expect(answer).toEqual({ error: 'invalid_client', error_description: expect.stringMatching(/code_verifier is not accepted on the web flow/) });
  });

  it('comma-joined and space-joined scopes are the same request', async () => {
    const answer = await tokensFor('openid,profile,email');
    expect(answer.scope).toBe('email,openid,profile');
  });

  it('v1 grants keep the v1 answer: {access_token, expires_in}, no refresh token, no scope', async () => {
    expect(Object.keys(await tokensFor('r_basicprofile r_emailaddress'))).toEqual(['access_token', 'expires_in']);
  });
});

describe('/v2/userinfo errors (v2 body)', () => {
  const userinfo = (token?: string) => fetch('https://api.linkedin.com/v2/userinfo', token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });
  it.each([
    ['no token', undefined, 65604, 'EMPTY_ACCESS_TOKEN'],
    ['an unknown token', 'AQnope', 65600, 'INVALID_ACCESS_TOKEN'],
  ])('%s → 401 %s', async (_name, token, serviceErrorCode, code) => {
    const response = await userinfo(token);
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ status: 401, serviceErrorCode, code, message: expect.any(String) });
  });

  it('a token without openid → 401 65600; expired → 401; revoked → 401', async () => {
    const noOpenid = await tokensFor('profile email');
    expect((await json(await userinfo(noOpenid.access_token as string))).serviceErrorCode).toBe(65600);
    const good = await tokensFor('openid profile');
    expect((await userinfo(good.access_token as string)).status).toBe(200);
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    expect(await json(await userinfo(good.access_token as string))).toMatchObject({ status: 401, code: 'REVOKED_ACCESS_TOKEN' });
    const later = await tokensFor('openid profile');
    kit.service.admin.setClock({ advanceSeconds: 5184000 });
    expect(await json(await userinfo(later.access_token as string))).toMatchObject({ status: 401, code: 'EXPIRED_ACCESS_TOKEN' });
  });
});

describe('dialog, admin API and journal', () => {
  it('the consent page words the OpenID Connect permissions as the service does, one line for openid and profile', async () => {
    const browser = new FakeBrowser();
    let { response, url } = await startFlow(browser, authorizeUrl('current', { scope: 'openid profile email w_member_social' }, WWW));
    const login = await browser.submit(await response.text(), url, 'login', { session_key: ADA.email, session_password: ADA.password });
    response = await browser.followOnHost(login, url);
    const html = await response.text();
    expect(html).toContain('<li id="scope-openid">Use your name and photo <span class="scope">(openid, profile)</span></li>');
    expect(html).toContain('Use the primary email address associated with your LinkedIn account <span class="scope">(email)</span>');
    expect(html).toContain('Create, modify, and delete posts, comments, and reactions on your behalf');
  });

  it('issueToken with openid: the fields at once, the id_token when awaited (verified against the JWKS); refresh token for refresh apps', async () => {
    const minted = kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['openid', 'profile', 'email'] });
    expect(minted).toMatchObject({ expires_in: 5184000, scope: 'email,openid,profile', token_type: 'Bearer', refresh_token: expect.stringMatching(/^AQ/) });
    const whole = await minted;
    expect(whole.access_token).toBe(minted.access_token);
    const { payload } = await jwtVerify(whole.id_token!, await jwks(), { issuer: 'https://www.linkedin.com/oauth', audience: TEST_APP.apiKey });
    expect(payload.email).toBe(ADA.email);
    const v1 = await kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] });
    expect(Object.keys(v1)).toEqual(['access_token', 'expires_in']);
    const overHttp = await json(await fetch(`${WWW}/__admin/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['openid'] }) }));
    expect(decodeJwt(overHttp.id_token as string).aud).toBe(TEST_APP.apiKey);
  });

  it('issueCode with openid: the code exchanges for an id_token; auto-approve signs in through the OIDC flow', async () => {
    const { code, redirect_uri } = kit.service.admin.issueCode({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['openid', 'email'] });
    const answer = await json(await exchange('current', { code, redirect_uri }, { base: WWW }));
    expect(decodeJwt(answer.id_token as string).email).toBe(ADA.email);
    kit.service.admin.autoApprove(ADA.id);
    const back = (await startFlow(new FakeBrowser(), authorizeUrl('current', { scope: 'openid,profile' }, WWW))).response;
    const auto = await json(await exchange('current', { code: locationParams(back).get('code') }, { base: WWW }));
    expect(decodeJwt(auto.id_token as string).given_name).toBe('Ada');
  });

  it('the journal keeps no id_token, refresh token or access token of the new flow', async () => {
    const answer = await tokensFor('openid profile email');
    const refreshed = await json(await exchange('current', { grant_type: 'refresh_token', refresh_token: answer.refresh_token as string, code: null, redirect_uri: null }, { base: WWW }));
    await fetch('https://api.linkedin.com/v2/userinfo', { headers: { authorization: `Bearer ${answer.access_token}` } });
    const journal = JSON.stringify(kit.service.admin.requests());
    for (const secret of [answer.id_token, answer.refresh_token, answer.access_token, refreshed.access_token] as string[]) {
      expect(journal).not.toContain(secret);
      for (const part of secret.split('.')) expect(journal).not.toContain(part);
    }
  });

  it('--state keeps the signing key, the pairwise subjects and the refresh tokens', async () => {
    const answer = await tokensFor('openid profile');
    const saved = JSON.parse(JSON.stringify(captureState(kit.service.context)));
    const { keys } = await json(await fetch(`${WWW}/oauth/openid/jwks`));
    kit.use();
    restoreState(kit.service.context, saved);
    expect((await json(await fetch(`${WWW}/oauth/openid/jwks`))).keys).toEqual(keys);
    const again = await tokensFor('openid profile');
    expect(decodeJwt(again.id_token as string).sub).toBe(decodeJwt(answer.id_token as string).sub);
    const refreshed = await exchange('current', { grant_type: 'refresh_token', refresh_token: answer.refresh_token as string, code: null, redirect_uri: null }, { base: WWW });
    expect(refreshed.status).toBe(200);
  });

  it('withheld products: a refresh grant is refused for an app without refresh tokens; a scope whose product is withheld is refused by issueToken', async () => {
    kit.use({ fixtures: { apps: [{ ...TEST_APP, withheldProducts: ['refreshTokens', 'openidSignIn'] }] } });
    const refused = await json(await exchange('current', { grant_type: 'refresh_token', refresh_token: 'AQx', code: null, redirect_uri: null }, { base: WWW }));
    expect(refused.error).toBe('unauthorized_client');
    expect(() => kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['openid'] })).toThrow(/openidSignIn/);
    const back = await fetch(authorizeUrl('current', { scope: 'openid profile' }, WWW), { redirect: 'manual' });
    expect(locationParams(back).get('error')).toBe('unauthorized_scope_error');
    expect(REDIRECT).toBe(TEST_APP.redirectUrls[0]);
  });
});

describe('introspection and the grants of today’s platform: refusals', () => {
  const introspect = (body: Record<string, string>) =>
    fetch(`${WWW}/oauth/v2/introspectToken`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });

  it('introspection: no token → invalid_request; a wrong secret → 401 invalid_client; another app’s token or an unknown one → {active:false}; GET → 405', async () => {
    const token = (await tokensFor('openid profile')).access_token as string;
    expect(await json(await introspect({ client_id: TEST_APP.apiKey, client_secret: TEST_APP.secretKey }))).toMatchObject({ error: 'invalid_request' });
    const wrong = await introspect({ client_id: TEST_APP.apiKey, client_secret: 'nope', token });
    expect([wrong.status, (await json(wrong)).error]).toEqual([401, 'invalid_client']);
    expect(await json(await introspect({ client_id: OTHER_APP.apiKey, client_secret: OTHER_APP.secretKey, token }))).toEqual({ active: false });
    expect(await json(await introspect({ client_id: TEST_APP.apiKey, client_secret: TEST_APP.secretKey, token: 'AQunknown' }))).toEqual({ active: false });
    expect((await fetch(`${WWW}/oauth/v2/introspectToken`)).status).toBe(405);
    kit.service.admin.setClock({ advanceSeconds: 5184000 });
    expect(await json(await introspect({ client_id: TEST_APP.apiKey, client_secret: TEST_APP.secretKey, token }))).toMatchObject({ active: false, status: 'expired' });
  });

  it('an OAuth 1.0a token of the v1 era is introspected too (3L, its scopes)', async () => {
    const { oauth_token } = kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] });
    expect(await json(await introspect({ client_id: TEST_APP.apiKey, client_secret: TEST_APP.secretKey, token: oauth_token }))).toMatchObject({ active: true, auth_type: '3L', scope: 'r_basicprofile' });
  });

  it('refresh and client_credentials exist on /oauth/v2 only: the legacy /uas/oauth2 path knows authorization_code alone', async () => {
    const legacy = await fetch(`${WWW}/uas/oauth2/accessToken?${new URLSearchParams({ grant_type: 'client_credentials', client_id: TEST_APP.apiKey, client_secret: TEST_APP.secretKey })}`, { method: 'POST' });
    expect(await json(legacy)).toEqual({ error: 'unsupported_grant_type', error_description: expect.stringMatching(/use \/oauth\/v2\/accessToken/) });
  });

  it('a refresh token of one app is refused to another, and a missing refresh_token is invalid_request', async () => {
    const answer = await tokensFor('openid');
    const foreign = await exchange('current', { grant_type: 'refresh_token', refresh_token: answer.refresh_token as string, code: null, redirect_uri: null, client_id: OTHER_APP.apiKey, client_secret: OTHER_APP.secretKey }, { base: WWW });
    expect((await json(foreign)).error).toBe('invalid_grant');
    const missing = await exchange('current', { grant_type: 'refresh_token', code: null, redirect_uri: null }, { base: WWW });
    expect(await json(missing)).toEqual({ error: 'invalid_request', error_description: expect.stringMatching(/refresh_token is missing/) });
  });

  it('a grant for other scopes replaces the refresh tokens of the earlier one', async () => {
    const first = await tokensFor('openid profile');
    await tokensFor('openid profile email');
    const refused = await exchange('current', { grant_type: 'refresh_token', refresh_token: first.refresh_token as string, code: null, redirect_uri: null }, { base: WWW });
    expect((await json(refused)).error).toBe('invalid_grant');
  });
});

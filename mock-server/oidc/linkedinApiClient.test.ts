// LinkedIn's own Node client, linkedin-api-client 0.3.0, unchanged: its AuthClient talks to the
// real host names (constants it does not let you change), which setupServer intercepts here.
import { describe, expect, it } from 'vitest';
import { AuthClient, RestliClient } from 'linkedin-api-client';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, REDIRECT, PARTNER_FIXTURES, TEST_APP, approve } from '../../test/support/oauthFlow.js';

const kit = useServiceKit({ fixtures: PARTNER_FIXTURES, now: Date.UTC(2026, 0, 1) });

const auth = () => new AuthClient({ clientId: TEST_APP.apiKey, clientSecret: TEST_APP.secretKey, redirectUrl: REDIRECT });

/** The member signs in through the URL the client built (commas between scopes, nothing encoded). */
async function codeFrom(client: AuthClient, scopes: string[]): Promise<string> {
  const url = client.generateMemberAuthorizationUrl(scopes, 'st-1');
  expect(url).toContain(`scope=${scopes.join(',')}`);
  const back = new URL((await approve(new FakeBrowser(), url)).headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('st-1');
  return back.searchParams.get('code')!;
}

describe('linkedin-api-client 0.3.0 AuthClient', () => {
  it('authorization URL with comma-joined scopes → code → token with id_token and refresh token; userinfo through RestliClient', async () => {
    const client = auth();
    const token = await client.exchangeAuthCodeForAccessToken(await codeFrom(client, ['openid', 'profile', 'email']));
    expect(Object.keys(token)).toEqual(['access_token', 'expires_in', 'refresh_token', 'refresh_token_expires_in', 'scope', 'token_type', 'id_token']);
    expect(token).toMatchObject({ expires_in: 5184000, refresh_token_expires_in: 31536000, scope: 'email,openid,profile', token_type: 'Bearer' });
    const info = await new RestliClient().get({ resourcePath: '/userinfo', accessToken: token.access_token });
    expect(info.data).toMatchObject({ email: ADA.email, email_verified: true, given_name: 'Ada' });
  });

  it('refresh: a new 60-day access token; the refresh token keeps counting from the first grant', async () => {
    const client = auth();
    const first = await client.exchangeAuthCodeForAccessToken(await codeFrom(client, ['r_liteprofile', 'r_emailaddress', 'w_member_social']));
    expect(first.scope).toBe('r_emailaddress,r_liteprofile,w_member_social');
    expect(first.token_type).toBeUndefined();
    kit.service.admin.setClock({ advanceSeconds: 59 * 86400 });
    const second = await client.exchangeRefreshTokenForAccessToken(first.refresh_token!);
    expect(second).toEqual({ access_token: expect.any(String), expires_in: 5184000, refresh_token: first.refresh_token, refresh_token_expires_in: 306 * 86400 });
    kit.service.admin.setClock({ advanceSeconds: 301 * 86400 });
    const third = await client.exchangeRefreshTokenForAccessToken(first.refresh_token!);
    expect([third.expires_in, third.refresh_token_expires_in]).toEqual([5 * 86400, 5 * 86400]);
    kit.service.admin.setClock({ advanceSeconds: 5 * 86400 });
    await expect(client.exchangeRefreshTokenForAccessToken(first.refresh_token!)).rejects.toMatchObject({
      response: { status: 400, data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } },
    });
  });

  it('introspection of a member token (3L), an application token (2L), and after the member revokes the app', async () => {
    const client = auth();
    const token = await client.exchangeAuthCodeForAccessToken(await codeFrom(client, ['openid', 'profile']));
    const now = Date.UTC(2026, 0, 1) / 1000;
    const answer = await client.introspectAccessToken(token.access_token);
    expect(answer.data).toEqual({ active: true, client_id: TEST_APP.apiKey, authorized_at: now, created_at: now, status: 'active', expires_at: now + 5184000, scope: 'openid,profile', auth_type: '3L' });
    const app = await client.getTwoLeggedAccessToken();
    expect(Object.keys(app)).toEqual(['access_token', 'expires_in']);
    expect((await client.introspectAccessToken(app.access_token)).data).toMatchObject({ active: true, status: 'active', auth_type: '2L' });
    expect((await client.introspectAccessToken(app.access_token)).data.scope).toBeUndefined();
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    expect((await client.introspectAccessToken(token.access_token)).data).toMatchObject({ active: false, status: 'revoked' });
    await expect(client.exchangeRefreshTokenForAccessToken(token.refresh_token!)).rejects.toMatchObject({ response: { status: 400, data: { error: 'invalid_grant' } } });
  });

  it('an application token is refused by the member endpoints (userinfo 401, v1 profile 403)', async () => {
    const app = await auth().getTwoLeggedAccessToken();
    await expect(new RestliClient().get({ resourcePath: '/userinfo', accessToken: app.access_token })).rejects.toMatchObject({
      response: { status: 401, data: { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' } },
    });
    const v1 = await fetch('https://api.linkedin.com/v1/people/~?format=json', { headers: { authorization: `Bearer ${app.access_token}` } });
    expect(v1.status).toBe(403);
  });

  it('an app without the partner products and with share withheld: no refresh fields, client_credentials access_denied, its scopes unauthorized', async () => {
    kit.use({ fixtures: { apps: [{ ...TEST_APP, withheldProducts: ['share'] }] } });
    const client = auth();
    const token = await client.exchangeAuthCodeForAccessToken(await codeFrom(client, ['openid', 'profile', 'email']));
    expect(token.refresh_token).toBeUndefined();
    expect(token.refresh_token_expires_in).toBeUndefined();
    await expect(client.getTwoLeggedAccessToken()).rejects.toMatchObject({
      response: { status: 400, data: { error: 'access_denied', error_description: 'This application is not allowed to create application tokens' } },
    });
    const url = client.generateMemberAuthorizationUrl(['openid', 'w_member_social'], 'st-2');
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('unauthorized_scope_error');
    // LinkedIn's words exactly, quotes HTML-escaped (decioferreira/omniauth-linkedin-oauth2#45); the product it needs is in the journal.
    expect(back.searchParams.get('error_description')).toBe('Scope &quot;w_member_social&quot; is not authorized for your application');
  });
});

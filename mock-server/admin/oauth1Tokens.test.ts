import { describe, expect, it } from 'vitest';
import { ADA, TEST_APP } from '../../test/support/oauthFlow.js';
import { signedFetch } from '../../test/support/oauth1Client.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const API = 'https://api.linkedin.com';
const kit = useServiceKit({ fixtures: TEST_FIXTURES });

const admin = (path: string, body?: unknown) =>
  fetch(`${API}/__admin/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const me = (token: { oauth_token: string; oauth_token_secret: string }, timestamp?: number) =>
  signedFetch({ url: `${API}/v1/people/~?format=json`, token: token.oauth_token, tokenSecret: token.oauth_token_secret, timestamp });

describe('OAuth 1.0a tokens in the admin API', () => {
  it('POST /__admin/tokens {"protocol": "oauth1"} mints a token and secret that sign calls', async () => {
    const response = await admin('tokens', { protocol: 'oauth1', memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] });
    expect(response.status).toBe(200);
    const token = (await response.json()) as { oauth_token: string; oauth_token_secret: string; oauth_expires_in: number };
    expect(token).toEqual({ oauth_token: expect.stringMatching(/^[0-9a-f-]{36}$/), oauth_token_secret: expect.stringMatching(/^[0-9a-f-]{36}$/), oauth_expires_in: 5184000 });
    expect((await me(token)).status).toBe(200);
  });

  it('GET /__admin/tokens lists it with protocol and secret; POST /__admin/verify tells its state', async () => {
    const token = kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    const { tokens } = (await (await admin('tokens')).json()) as { tokens: { token: string; protocol: string; tokenSecret?: string; status: string }[] };
    expect(tokens.map((t) => t.protocol).sort()).toEqual(['oauth1', 'oauth2']);
    expect(tokens.find((t) => t.protocol === 'oauth1')).toMatchObject({ token: token.oauth_token, tokenSecret: token.oauth_token_secret, status: 'valid', memberId: ADA.id, scopes: ['r_basicprofile', 'r_emailaddress'] });
    expect(await (await admin('verify', { token: token.oauth_token })).json()).toMatchObject({ status: 'valid', record: { tokenSecret: token.oauth_token_secret } });
  });

  it('expires and revokes on the same clock and grant as OAuth 2.0 tokens', async () => {
    const token = kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    await admin('clock', { advanceSeconds: 5184000 });
    expect(kit.service.admin.verifyToken(token.oauth_token).status).toBe('expired');
    expect((await me(token, Math.floor(kit.service.context.clock.now() / 1000))).status).toBe(401);
    await admin('clock', { now: null });
    const fresh = kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    await admin('revoke', { memberId: ADA.id, apiKey: TEST_APP.apiKey });
    expect(kit.service.admin.verifyToken(fresh.oauth_token).status).toBe('revoked');
  });

  it('reset forgets OAuth 1.0a tokens, request tokens and nonces', async () => {
    kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    const once = { method: 'POST', url: `${API}/uas/oauth/requestToken`, oauth: { oauth_callback: 'oob' }, nonce: 'n', timestamp: Math.floor(Date.now() / 1000) };
    expect((await signedFetch(once)).status).toBe(200);
    expect((await signedFetch(once)).status).toBe(401);
    await admin('reset', {});
    expect(kit.service.admin.tokens()).toEqual([]);
    expect(kit.service.context.requestTokens.all()).toEqual([]);
    expect((await signedFetch(once)).status).toBe(200);
  });

  it.each([
    [{ protocol: 'oauth3', memberId: ADA.id }, 400, /protocol must be 'oauth2' \(the default\) or 'oauth1'/],
    [{ protocol: 'oauth1' }, 400, /memberId/],
    [{ protocol: 'oauth1', memberId: ADA.id, scopes: ['r_everything'] }, 400, /not a scope/],
  ])('refuses %j', async (body, status, message) => {
    const response = await admin('tokens', body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});

// The OAuth 1.0a flow over real HTTP on the standalone server (plain http on loopback), with
// node-oauth unchanged: the server rebuilds the URL from the Host header the client sent, which
// is what the client signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth } from 'oauth';
import { startServer, verifyCredentialsCookie, type RunningServer } from '../index.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP } from '../../test/support/oauthFlow.js';
import { authorizeInBrowser, formBody, signedFetch } from '../../test/support/oauth1Client.js';
import { signCredentialsCookie } from '../jsapi/credentialsCookie.js';

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ port: 0, fixtures: { apps: [{ ...TEST_APP, redirectUrls: ['http://127.0.0.1:9/cb'] }] } });
});
afterAll(() => running.close());

type Callback = (error: { statusCode: number; data: string } | null, ...values: never[]) => void;
const promised = <T>(run: (callback: Callback) => void) => new Promise<T>((resolve, reject) => run(((error: unknown, ...values: unknown[]) => (error ? reject(error) : resolve(values as T))) as Callback));

describe('standalone server: OAuth 1.0a', () => {
  it('runs request token → dialog → verifier → access token → signed GET /v1/people/~ over http on loopback', async () => {
    const oa = new OAuth(`${running.url}/uas/oauth/requestToken`, `${running.url}/uas/oauth/accessToken`, TEST_APP.apiKey, TEST_APP.secretKey, '1.0', 'http://127.0.0.1:9/cb', 'HMAC-SHA1');
    const [token, secret, results] = await promised<[string, string, Record<string, string>]>((cb) => oa.getOAuthRequestToken({ scope: 'r_basicprofile' }, cb));
    expect(results.xoauth_request_auth_url).toBe(`${running.url}/uas/oauth/authorize`);
    const back = await authorizeInBrowser(new FakeBrowser(), `${results.xoauth_request_auth_url}?oauth_token=${token}`);
    const location = new URL(back.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:9/cb');
    const [accessToken, accessSecret] = await promised<[string, string]>((cb) => oa.getOAuthAccessToken(token, secret, location.searchParams.get('oauth_verifier')!, cb));
    const [body] = await promised<[string]>((cb) => oa.get(`${running.url}/v1/people/~:(id,first-name)?format=json`, accessToken, accessSecret, cb));
    expect(JSON.parse(body)).toEqual({ id: ADA.id, firstName: 'Ada' });
    const error = await promised((cb) => oa.get(`${running.url}/v1/people/~?format=json`, accessToken, 'tampered', cb)).catch((e: { statusCode: number; data: string }) => e);
    expect((error as { statusCode: number }).statusCode).toBe(401);
    expect(running.admin.tokens().find((t) => t.token === accessToken)).toMatchObject({ protocol: 'oauth1', status: 'valid' });
  });

  it('behind a TLS proxy (X-Forwarded-Proto: https) the client’s https URL is what counts', async () => {
    const token = running.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    const url = `${running.url}/v1/people/~?format=json`;
    const asSigned = { url, token: token.oauth_token, tokenSecret: token.oauth_token_secret, signUrl: url.replace('http:', 'https:') };
    expect((await signedFetch({ ...asSigned, headers: { 'x-forwarded-proto': 'https' } })).status).toBe(200);
    expect((await signedFetch(asSigned)).status).toBe(401);
  });

  it('exchanges a framework token for a working OAuth 1.0a token', async () => {
    const framework = running.context.tokens.issue({ apiKey: TEST_APP.apiKey, memberId: ADA.id, scopes: ['r_basicprofile'], lifetimeSeconds: 1800 });
    const who = await verifyCredentialsCookie(await signCredentialsCookie(TEST_APP.secretKey, framework.token, ADA.id), TEST_APP.secretKey);
    const exchanged = await formBody(await signedFetch({ method: 'POST', url: `${running.url}/uas/oauth/accessToken`, form: [['xoauth_oauth2_access_token', who!.accessToken]] }));
    const me = await signedFetch({ url: `${running.url}/v1/people/~?format=json`, token: exchanged.oauth_token, tokenSecret: exchanged.oauth_token_secret });
    expect(((await me.json()) as { firstName: string }).firstName).toBe('Ada');
  });

  it('PLAINTEXT on loopback http; a replay is refused', async () => {
    const token = running.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    const options = { url: `${running.url}/v1/people/~`, token: token.oauth_token, tokenSecret: token.oauth_token_secret, signatureMethod: 'PLAINTEXT' };
    expect((await signedFetch(options)).status).toBe(200);
    const once = { url: `${running.url}/v1/people/~`, token: token.oauth_token, tokenSecret: token.oauth_token_secret, nonce: 'n', timestamp: Math.floor(Date.now() / 1000) };
    expect((await signedFetch(once)).status).toBe(200);
    const replay = await signedFetch(once);
    expect(replay.status).toBe(401);
    expect(replay.headers.get('www-authenticate')).toContain('oauth_problem="nonce_used"');
  });
});

// The JavaScript API → REST exchange, the whole server-side path: the member signs in through the
// framework's window, the page gets the signed credentials cookie, the app's server checks it with
// verifyCredentialsCookie and exchanges its access_token for an OAuth 1.0a token, then calls the API.
import { describe, expect, it } from 'vitest';
import { OAuth } from 'oauth';
import { verifyCredentialsCookie } from '../index.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP } from '../../test/support/oauthFlow.js';
import { formBody, requestToken, signRequest, signedFetch, type SignOptions } from '../../test/support/oauth1Client.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const API = 'https://api.linkedin.com';
const AUTH = 'https://www.linkedin.com';
const PAGE = 'http://localhost:3000';
const URL_ = `${API}/uas/oauth/accessToken`;

const kit = useServiceKit({ fixtures: { apps: [{ ...TEST_APP, jsOrigins: [PAGE] }] } });

/** Ada signs in through the framework's sign-in window on PAGE; returns the credentials cookie's value the SDK would write. */
async function frameworkSignIn(scope = 'r_basicprofile'): Promise<string> {
  const browser = new FakeBrowser();
  const start = `${AUTH}/uas/oauth2/authorize?immediate=true&client_id=${TEST_APP.apiKey}&type=user-agent&origin=${encodeURIComponent(PAGE)}&state=s1&scope=${scope}`;
  const dialogUrl = (await browser.get(start)).headers.get('location')!;
  const login = await browser.submit(await (await browser.get(dialogUrl)).text(), dialogUrl, 'login', { session_key: ADA.email, session_password: ADA.password });
  // Consent, unless Ada's grant already covers the scopes (then the dialog goes straight to the relay page).
  let page = await (await browser.followOnHost(login, dialogUrl)).text();
  if (page.includes('value="allow"')) page = await (await browser.followOnHost(await browser.submit(page, dialogUrl, 'allow'), dialogUrl)).text();
  const literal = /postMessage\(("(?:[^"\\]|\\.)*")/.exec(page)?.[1];
  if (!literal) throw new Error('no relay message');
  return new URLSearchParams(JSON.parse(literal) as string).get('cookie')!;
}

/** node-oauth (npm `oauth`, unchanged) as a JSAPI-exchange sample of the time used it: POST with the token in the form body. */
function nodeOAuthExchange(frameworkToken: string): Promise<{ token: string; secret: string; results: Record<string, string> }> {
  const oa = new OAuth(null, URL_, TEST_APP.apiKey, TEST_APP.secretKey, '1.0', null, 'HMAC-SHA1');
  return new Promise((resolve, reject) =>
    oa.post(URL_, null, null, { xoauth_oauth2_access_token: frameworkToken }, null, (error: unknown, data: string) => {
      if (error) return reject(error);
      const results = Object.fromEntries(new URLSearchParams(data));
      resolve({ token: results.oauth_token!, secret: results.oauth_token_secret!, results });
    }),
  );
}

function nodeOAuthGet(url: string, token: string, secret: string): Promise<{ status: number; body: string }> {
  const oa = new OAuth(null, null, TEST_APP.apiKey, TEST_APP.secretKey, '1.0', null, 'HMAC-SHA1');
  return new Promise((resolve) =>
    oa.get(url, token, secret, (error: { statusCode: number; data: string } | null, data: string) => resolve(error ? { status: error.statusCode, body: error.data } : { status: 200, body: data })),
  );
}

describe('framework token → OAuth 1.0a token (xoauth_oauth2_access_token)', () => {
  it('the whole server-side path: credentials cookie → verifyCredentialsCookie → exchange → signed GET /v1/people/~', async () => {
    const cookie = await frameworkSignIn('r_basicprofile r_emailaddress');
    const who = await verifyCredentialsCookie(cookie, TEST_APP.secretKey);
    expect(who?.memberId).toBe(ADA.id);
    const exchanged = await nodeOAuthExchange(who!.accessToken);
    expect(exchanged.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(exchanged.results).toMatchObject({ oauth_expires_in: '5184000', oauth_authorization_expires_in: '5184000' });
    expect(kit.service.admin.verifyToken(exchanged.token)).toMatchObject({ status: 'valid', record: { memberId: ADA.id, scopes: ['r_basicprofile', 'r_emailaddress'] } });
    const me = await nodeOAuthGet(`${API}/v1/people/~:(id,first-name,email-address)?format=json`, exchanged.token, exchanged.secret);
    expect(JSON.parse(me.body)).toEqual({ id: ADA.id, firstName: 'Ada', emailAddress: ADA.email });
    // The exchanged token outlives the framework token (30 minutes).
    kit.service.admin.setClock({ now: Date.now() + 3600_000 });
    expect(kit.service.admin.verifyToken(who!.accessToken).status).toBe('expired');
    expect(kit.service.admin.verifyToken(exchanged.token).status).toBe('valid');
  });

  it.each<[string, (token: string) => Partial<SignOptions>]>([
    ['POST with the token in the query (scribe)', (token) => ({ method: 'POST', url: `${URL_}?xoauth_oauth2_access_token=${encodeURIComponent(token)}` })],
    ['GET with the token in the query (node-linkedin)', (token) => ({ method: 'GET', url: `${URL_}?xoauth_oauth2_access_token=${encodeURIComponent(token)}` })],
    ['POST with the OAuth parameters in the body too', (token) => ({ method: 'POST', transport: 'body', form: [['xoauth_oauth2_access_token', token]] })],
    ['an empty oauth_token (older scribe)', (token) => ({ method: 'POST', token: '', form: [['xoauth_oauth2_access_token', token]] })],
  ])('accepted as real clients sent it: %s', async (_, options) => {
    const who = await verifyCredentialsCookie(await frameworkSignIn(), TEST_APP.secretKey);
    const response = await signedFetch({ url: URL_, ...options(who!.accessToken) });
    expect(response.status).toBe(200);
    expect((await formBody(response)).oauth_token).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('exchange errors', () => {
  async function problem(options: Partial<SignOptions>) {
    const response = await signedFetch({ method: 'POST', url: URL_, ...options });
    return [response.status, (await formBody(response)).oauth_problem];
  }
  const frameworkToken = async () => (await verifyCredentialsCookie(await frameworkSignIn(), TEST_APP.secretKey))!.accessToken;

  it('an expired framework token (after 30 minutes) → token_expired', async () => {
    const token = await frameworkToken();
    kit.service.admin.setClock({ now: Date.now() + 1801_000 });
    expect(await problem({ form: [['xoauth_oauth2_access_token', token]], timestamp: Math.floor(kit.service.context.clock.now() / 1000) })).toEqual([401, 'token_expired']);
  });

  it('the member revoked the app → token_revoked; an unknown token → token_rejected', async () => {
    const token = await frameworkToken();
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    expect(await problem({ form: [['xoauth_oauth2_access_token', token]] })).toEqual([401, 'token_revoked']);
    expect(await problem({ form: [['xoauth_oauth2_access_token', 'nope']] })).toEqual([401, 'token_rejected']);
  });

  it('another app’s framework token → token_rejected', async () => {
    const other = kit.service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: ADA.id, scopes: ['r_basicprofile'], lifetimeSeconds: 1800 }).token;
    expect(await problem({ form: [['xoauth_oauth2_access_token', other]] })).toEqual([401, 'token_rejected']);
  });

  it('signed with a request token (a gist of the time did that) → token_rejected', async () => {
    const token = await frameworkToken();
    const request = await requestToken(API);
    expect(await problem({ token: request.token, tokenSecret: request.secret, form: [['xoauth_oauth2_access_token', token]] })).toEqual([401, 'token_rejected']);
  });

  it('the token changed after signing → signature_invalid', async () => {
    const token = await frameworkToken();
    const { url, init } = signRequest({ method: 'POST', url: URL_, form: [['xoauth_oauth2_access_token', token]] });
    const response = await fetch(url, { ...init, body: `xoauth_oauth2_access_token=${encodeURIComponent(await frameworkToken())}` });
    expect([response.status, (await formBody(response)).oauth_problem]).toEqual([401, 'signature_invalid']);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { OAuth } from 'oauth';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP, TEST_FIXTURES } from '../../test/support/oauthFlow.js';
import { obtainOAuth1Token, signRequest, signedFetch, type SignOptions } from '../../test/support/oauth1Client.js';
import { UNAUTHORIZED_MESSAGES } from '../admission/tokenRefusal.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const API = 'https://api.linkedin.com';
const ME = `${API}/v1/people/~:(id,first-name,last-name)?format=json`;

const kit = useServiceKit({ fixtures: TEST_FIXTURES });
let token: { oauth_token: string; oauth_token_secret: string };
beforeEach(() => {
  token = kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] });
});

const call = (options: Partial<SignOptions> = {}) => signedFetch({ url: ME, token: token.oauth_token, tokenSecret: token.oauth_token_secret, ...options });

/** A REST 401: its v1 JSON body and the oauth_problem of its WWW-Authenticate challenge. */
async function unauthorized(response: Response) {
  const challenge = response.headers.get('www-authenticate') ?? '';
  const body = (await response.json()) as { status: number; message: string };
  return { status: response.status, problem: decodeURIComponent(/oauth_problem="([^"]*)"/.exec(challenge)?.[1] ?? ''), message: body.message };
}

describe('signed REST calls (OAuth 1.0a)', () => {
  it('node-oauth’s signed GET returns the member (JSON on request, XML by default)', async () => {
    const oa = new OAuth(null, null, TEST_APP.apiKey, TEST_APP.secretKey, '1.0', null, 'HMAC-SHA1');
    const get = (url: string) => new Promise<string>((resolve, reject) => oa.get(url, token.oauth_token, token.oauth_token_secret, (error: unknown, data: string) => (error ? reject(error) : resolve(data))));
    expect(JSON.parse(await get(ME))).toEqual({ id: ADA.id, firstName: 'Ada', lastName: 'Lovelace' });
    expect(await get(`${API}/v1/people/~:(first-name)`)).toContain('<first-name>Ada</first-name>');
  });

  it('takes the signature in the query string too (node-oauth’s signUrl)', async () => {
    const oa = new OAuth(null, null, TEST_APP.apiKey, TEST_APP.secretKey, '1.0', null, 'HMAC-SHA1');
    const response = await fetch(oa.signUrl(ME, token.oauth_token, token.oauth_token_secret, 'GET'));
    expect(((await response.json()) as { firstName: string }).firstName).toBe('Ada');
  });

  it('PLAINTEXT works over https and loopback http, not over http elsewhere', async () => {
    const plaintext = { signatureMethod: 'PLAINTEXT', timestamp: null, nonce: null };
    expect((await call(plaintext)).status).toBe(200);
    expect((await call({ ...plaintext, url: 'http://127.0.0.1:8787/v1/people/~?format=json' })).status).toBe(200);
    const refused = await unauthorized(await call({ ...plaintext, url: 'http://api.example/v1/people/~?format=json' }));
    expect([refused.status, refused.problem]).toEqual([401, 'signature_method_rejected']);
    expect(refused.message).toMatch(/^\[unauthorized\]\. PLAINTEXT sends the secrets themselves/);
  });
});

describe('tampering with any signed part → 401 signature_invalid with the real service’s OAU: message', () => {
  /** The Authorization header of a signed call with one parameter's value replaced. */
  const withHeaderValue = (name: string, change: (value: string) => string) => {
    const { url, init } = signRequest({ url: ME, token: token.oauth_token, tokenSecret: token.oauth_token_secret });
    const headers = init.headers as Record<string, string>;
    headers.authorization = headers.authorization!.replace(new RegExp(`${name}="([^"]*)"`), (_, value: string) => `${name}="${change(value)}"`);
    return fetch(url, init);
  };
  it.each<[string, () => Promise<Response>]>([
    ['the path', () => call({ url: `${API}/v1/people/~:(id)?format=json`, signUrl: ME })],
    ['a query value', () => call({ url: `${API}/v1/people/~:(id,first-name,last-name)?format=JSON`, signUrl: ME })],
    ['an added query parameter', () => call({ url: `${ME}&count=1`, signUrl: ME })],
    ['the method', () => call({ signMethod: 'POST' })],
    ['the host', () => call({ signUrl: ME.replace('api.linkedin.com', 'www.linkedin.com') })],
    ['the scheme', () => call({ signUrl: ME.replace('https:', 'http:') })],
    ['the port', () => call({ signUrl: ME.replace('api.linkedin.com', 'api.linkedin.com:8443') })],
    ['the consumer secret', () => call({ consumerSecret: 'guess' })],
    ['the token secret', () => call({ tokenSecret: 'guess' })],
    ['the timestamp', () => withHeaderValue('oauth_timestamp', (value) => String(Number(value) + 1))],
    ['the nonce', () => withHeaderValue('oauth_nonce', (value) => `${value}x`)],
    ['the token', () => withHeaderValue('oauth_token', () => kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey }).oauth_token)],
  ])('%s', async (_, send) => {
    const result = await unauthorized(await send());
    expect([result.status, result.problem]).toEqual([401, 'signature_invalid']);
    expect(result.message).toMatch(/^\[unauthorized\]\. OAU:test-key\|[0-9a-f-]{36}\|\*01\|\*01:\d+:[^ ]+\. The HMAC-SHA1 signature does not match this request\..* The service signed this base string: GET&https%3A%2F%2Fapi\.linkedin\.com%2Fv1%2Fpeople%2F~/);
  });
});

describe('signed call errors', () => {
  it('a replay of the same signed request → nonce_used', async () => {
    const { url, init } = signRequest({ url: ME, token: token.oauth_token, tokenSecret: token.oauth_token_secret });
    expect((await fetch(url, init)).status).toBe(200);
    const replay = await unauthorized(await fetch(url, init));
    expect([replay.status, replay.problem]).toEqual([401, 'nonce_used']);
    expect(replay.message).toMatch(/was already used .* looks like a replay/);
  });

  it('a timestamp out of range → timestamp_refused saying the window', async () => {
    const result = await unauthorized(await call({ timestamp: Math.floor(Date.now() / 1000) - 400 }));
    expect([result.status, result.problem]).toEqual([401, 'timestamp_refused']);
    expect(result.message).toMatch(/more than 300 seconds away from the service clock/);
  });

  it('an unknown token → "The token used in the OAuth request is not valid. <token>"', async () => {
    const result = await unauthorized(await call({ token: 'b6ee7d72-0000-4000-8000-000000000000' }));
    expect([result.status, result.problem]).toEqual([401, 'token_rejected']);
    expect(result.message).toMatch(/^\[unauthorized\]\. The token used in the OAuth request is not valid\. b6ee7d72-0000-4000-8000-000000000000\. /);
  });

  it('an unknown consumer key → "No consumer found for key"', async () => {
    const result = await unauthorized(await call({ consumerKey: 'nobody' }));
    expect([result.status, result.problem]).toEqual([401, 'consumer_key_unknown']);
    expect(result.message).toMatch(/^\[unauthorized\]\. No consumer found for key nobody\./);
  });

  it('expired after 60 days on the service clock → "Expired access token. Timestamp: <ms>"', async () => {
    kit.service.admin.setClock({ now: Date.now() + 5184000_000 });
    const result = await unauthorized(await call({ timestamp: Math.floor(kit.service.context.clock.now() / 1000) }));
    expect([result.status, result.problem]).toEqual([401, 'token_expired']);
    expect(result.message).toMatch(/^\[unauthorized\]\. Expired access token\. Timestamp: \d{13}\. /);
  });

  it('revoked in the member’s privacy settings → "The token has been revoked"', async () => {
    const granted = await obtainOAuth1Token(API, { browser: new FakeBrowser() });
    const browser = new FakeBrowser();
    const settings = 'https://www.linkedin.com/psettings/permitted-services';
    const login = await browser.submit(await (await browser.get(settings)).text(), settings, 'login', { session_key: ADA.email, session_password: ADA.password });
    const page = await (await browser.followOnHost(login, settings)).text();
    expect(page).toContain('Test App');
    await browser.submit(page, settings, 'revoke', { apiKey: TEST_APP.apiKey });
    const result = await unauthorized(await call({ token: granted.token, tokenSecret: granted.secret }));
    expect([result.status, result.problem]).toEqual([401, 'token_revoked']);
    expect(result.message).toMatch(/^\[unauthorized\]\. The token has been revoked\. /);
  });

  it('the error body follows the format asked for: XML by default, JSON with x-li-format: json', async () => {
    const xml = await call({ url: `${API}/v1/people/~`, tokenSecret: 'guess' });
    expect(xml.status).toBe(401);
    expect(await xml.text()).toMatch(/<error>[\s\S]*<status>401<\/status>[\s\S]*<message>\[unauthorized\]\. OAU:/);
    const json = await call({ url: `${API}/v1/people/~`, tokenSecret: 'guess', headers: { 'x-li-format': 'json' } });
    expect(((await json.json()) as { message: string }).message).toMatch(/^\[unauthorized\]\. OAU:/);
  });

  it('an OAuth 1.0a token sent as a bearer token, or an OAuth 2.0 token signed as oauth_token → 401', async () => {
    const bearer = await fetch(ME, { headers: { authorization: `Bearer ${token.oauth_token}` } });
    expect([bearer.status, ((await bearer.json()) as { message: string }).message]).toEqual([401, UNAUTHORIZED_MESSAGES.oauth1Token]);
    const oauth2 = kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey }).access_token;
    const signed = await unauthorized(await call({ token: oauth2, tokenSecret: '' }));
    expect([signed.status, signed.problem]).toEqual([401, 'token_rejected']);
    expect(signed.message).toMatch(/It is an OAuth 2\.0 token/);
  });

  it('an OAuth header with no parameters, or with oauth2_access_token besides → 401 / 400', async () => {
    const empty = await unauthorized(await fetch(ME, { headers: { authorization: 'OAuth' } }));
    expect([empty.status, empty.problem]).toEqual([401, 'parameter_absent']);
    const { url, init } = signRequest({ url: `${ME}&oauth2_access_token=x`, token: token.oauth_token, tokenSecret: token.oauth_token_secret });
    expect((await fetch(url, init)).status).toBe(400);
  });
});

describe('one grant, two protocols: scopes and rate limits as for OAuth 2.0 tokens', () => {
  it('a call outside the token’s scopes → 403', async () => {
    const response = await call({ url: `${API}/v1/people/~/connections?format=json` });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/needs the r_network permission/);
  });

  it('the member’s daily limit counts signed calls → 429', async () => {
    kit.service.context.traffic.limits.memberPerDay = 1;
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(429);
  });
});

describe('GET /uas/oauth/invalidateToken', () => {
  it('ends the token it is signed with, and only that one', async () => {
    const other = kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] });
    const response = await call({ url: `${API}/uas/oauth/invalidateToken` });
    expect(response.status).toBe(200);
    expect((await unauthorized(await call())).problem).toBe('token_revoked');
    expect((await call({ token: other.oauth_token, tokenSecret: other.oauth_token_secret })).status).toBe(200);
    const again = await call({ url: `${API}/uas/oauth/invalidateToken` });
    expect(again.status).toBe(401);
  });
});

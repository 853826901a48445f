import { describe, expect, it } from 'vitest';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';
import { authorizeInBrowser, formBody, signedFetch, type SignOptions } from '../../test/support/oauth1Client.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const API = 'https://api.linkedin.com';
const URL_ = `${API}/uas/oauth/requestToken`;
const CALLBACK = 'https://app.example.test/callback';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

const ask = (options: Partial<SignOptions> = {}) => signedFetch({ method: 'POST', url: URL_, ...options, oauth: { oauth_callback: CALLBACK, ...options.oauth } });

/** The problem a token endpoint answered: status, body fields, and the WWW-Authenticate challenge as Ruby's oauth gem reads it. */
async function problemOf(response: Response) {
  const body = await formBody(response);
  const challenge = response.headers.get('www-authenticate') ?? '';
  // Ruby's oauth gem: header[6..].split(/[,=&]/) and an even count, so no raw , = & in a value.
  const parts = challenge.slice(6).split(/[,=&]/);
  expect(parts.length % 2).toBe(0);
  const fromHeader = Object.fromEntries(
    [...challenge.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, decodeURIComponent(value!)]),
  );
  expect(fromHeader.oauth_problem).toBe(body.oauth_problem);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body, realm: fromHeader.realm };
}

describe('POST /uas/oauth/requestToken', () => {
  it('answers a request token as the real service did: fields and order, UUIDs, 599 s, text/plain', async () => {
    const response = await ask({ url: `${URL_}?scope=r_basicprofile+r_emailaddress` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    const text = await response.text();
    expect(text).toMatch(/^oauth_token=[0-9a-f-]{36}&oauth_token_secret=[0-9a-f-]{36}&oauth_callback_confirmed=true&xoauth_request_auth_url=https%3A%2F%2Fapi\.linkedin\.com%2Fuas%2Foauth%2Fauthorize&oauth_expires_in=599$/);
    const body = Object.fromEntries(new URLSearchParams(text));
    expect(body.oauth_token).toMatch(UUID);
    expect(kit.service.context.requestTokens.check(body.oauth_token!)).toMatchObject({ status: 'pending', record: { apiKey: 'test-key', callback: CALLBACK, scopes: ['r_basicprofile', 'r_emailaddress'] } });
  });

  it('takes GET too, oob, and the scope in a form body; no scope is r_basicprofile', async () => {
    const get = await formBody(await ask({ method: 'GET', oauth: { oauth_callback: 'oob' } }));
    expect(kit.service.context.requestTokens.check(get.oauth_token!)).toMatchObject({ record: { callback: 'oob', scopes: ['r_basicprofile'] } });
    const form = await formBody(await ask({ form: [['scope', 'r_network rw_nus']] }));
    expect(kit.service.context.requestTokens.check(form.oauth_token!)).toMatchObject({ record: { scopes: ['r_network', 'rw_nus'] } });
  });

  it('accepts the signature in the query or in a form body (RFC 5849 3.5.2, 3.5.3), PLAINTEXT over https', async () => {
    expect((await ask({ transport: 'query' })).status).toBe(200);
    expect((await ask({ transport: 'body', form: [['scope', 'r_network']] })).status).toBe(200);
    expect((await ask({ signatureMethod: 'PLAINTEXT', timestamp: null, nonce: null })).status).toBe(200);
  });

  it('accepts what Ruby’s oauth gem sent: comma-and-space separators, oauth_body_hash, no oauth_version', async () => {
    const response = await ask({ version: null, oauth: { oauth_callback: 'oob', oauth_body_hash: '2jmj7l5rSw0yVb/vlWAYkK/YBwk=' } });
    expect(response.status).toBe(200);
  });

  it('answers on any host and names that host in xoauth_request_auth_url', async () => {
    const body = await formBody(await ask({ url: 'https://www.linkedin.com/uas/oauth/requestToken' }));
    expect(body.xoauth_request_auth_url).toBe('https://www.linkedin.com/uas/oauth/authorize');
  });
});

describe('oauth_callback as LinkedIn took it ("Getting an OAuth Token", developer.linkedin.com/documents/getting-oauth-token)', () => {
  /** Where the member lands after allowing the request token `response` gave. */
  async function landing(response: Response): Promise<URL> {
    const { oauth_token } = await formBody(response);
    expect(oauth_token).toMatch(UUID);
    const back = await authorizeInBrowser(new FakeBrowser(), `https://www.linkedin.com/uas/oauth/authorize?oauth_token=${oauth_token}`);
    return new URL(back.headers.get('location')!);
  }

  it("none, or an empty one: the member is sent to the app's OAuth callback URL (its first redirect URL)", async () => {
    for (const response of [await signedFetch({ method: 'POST', url: URL_ }), await ask({ oauth: { oauth_callback: '' } })]) {
      const back = await landing(response);
      expect(back.origin + back.pathname).toBe(CALLBACK);
      expect(back.searchParams.get('oauth_verifier')).toMatch(/^\d{5}$/);
    }
  });

  it('one the app did not register is honoured: the member is sent there after allowing', async () => {
    const back = await landing(await ask({ oauth: { oauth_callback: 'https://elsewhere.example/linkedin/done?x=1' } }));
    expect(back.origin + back.pathname).toBe('https://elsewhere.example/linkedin/done');
    expect(back.searchParams.get('x')).toBe('1');
  });
});

describe('request token errors (form body + WWW-Authenticate: OAuth realm, oauth_problem, oauth_problem_advice)', () => {
  it.each<[string, Partial<SignOptions>, number, string, RegExp]>([
    ['an unknown consumer key', { consumerKey: 'nobody' }, 401, 'consumer_key_unknown', /'nobody' is not the API key/],
    ['a wrong consumer secret', { consumerSecret: 'guess' }, 401, 'signature_invalid', /signature does not match.*POST&https%3A%2F%2Fapi\.linkedin\.com%2Fuas%2Foauth%2FrequestToken&oauth_callback[\s\S]*\nOAU:test-key\|\*01\|\*01\|\*01:\d+:/],
    ['a scope added after signing', { url: `${URL_}?scope=r_network`, signUrl: URL_ }, 401, 'signature_invalid', /does not match/],
    ['a timestamp 301 s old', { timestamp: Math.floor(Date.now() / 1000) - 301 }, 401, 'timestamp_refused', /more than 300 seconds away/],
    ['oauth_version 1.0a', { version: '1.0a' }, 400, 'version_rejected', /send oauth_version="1\.0"/],
    ['RSA-SHA1', { signatureMethod: 'RSA-SHA1' }, 400, 'signature_method_rejected', /sign with HMAC-SHA1/],
    ['a relative oauth_callback', { oauth: { oauth_callback: '/cb' } }, 400, 'parameter_rejected', /not an absolute URL/],
    ['an oauth_token', { token: 'some-token' }, 400, 'parameter_rejected', /leave oauth_token out/],
    ['an unknown scope', { url: `${URL_}?scope=r_basicprofile+r_fulprofile` }, 403, 'Scope NOT_AUTHORIZED : r_fulprofile', /did you mean 'r_fullprofile'/],
  ])('%s → %i %s', async (_, options, status, problem, advice) => {
    const result = await problemOf(await ask(options));
    expect([result.status, result.body.oauth_problem]).toEqual([status, problem]);
    expect(result.body.oauth_problem_advice).toMatch(advice);
    expect(result.realm).toBe('https://api.linkedin.com');
  });

  it('names the missing parameters in oauth_parameters_absent', async () => {
    const result = await problemOf(await ask({ nonce: null }));
    expect([result.status, result.body.oauth_problem, result.body.oauth_parameters_absent]).toEqual([400, 'parameter_absent', 'oauth_nonce']);
  });

  it('an unsigned request → 400 parameter_absent naming every protocol parameter', async () => {
    const result = await problemOf(await fetch(URL_, { method: 'POST' }));
    expect([result.status, result.body.oauth_problem]).toEqual([400, 'parameter_absent']);
    expect(result.body.oauth_parameters_absent).toBe('oauth_consumer_key&oauth_signature_method&oauth_signature&oauth_timestamp&oauth_nonce');
    expect(result.body.oauth_problem_advice).toMatch(/carries no OAuth parameters at all/);
  });

  it('a replayed request → 401 nonce_used', async () => {
    const once = { nonce: 'same-nonce', timestamp: Math.floor(Date.now() / 1000) };
    expect((await ask(once)).status).toBe(200);
    const result = await problemOf(await ask(once));
    expect([result.status, result.body.oauth_problem]).toEqual([401, 'nonce_used']);
  });

  it('OAuth parameters both in the header and the query → 400 parameter_rejected', async () => {
    const result = await problemOf(await ask({ url: `${URL_}?oauth_nonce=x` }));
    expect([result.status, result.body.oauth_problem]).toEqual([400, 'parameter_rejected']);
  });

  it('plain http from a non-loopback host → 400 https_required; loopback http is fine', async () => {
    const result = await problemOf(await ask({ url: 'http://mock.example/uas/oauth/requestToken' }));
    expect([result.status, result.body.oauth_problem]).toEqual([400, 'https_required']);
    expect(result.body.oauth_problem_advice).toMatch(/must use https/);
    expect((await ask({ url: 'http://127.0.0.1:8787/uas/oauth/requestToken' })).status).toBe(200);
  });

  it('PUT → 405 with Allow', async () => {
    const response = await fetch(URL_, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, GET');
    expect((await formBody(response)).oauth_problem).toBe('method_not_allowed');
  });
});

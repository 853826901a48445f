import { describe, expect, it } from 'vitest';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP } from '../../test/support/oauthFlow.js';
import { authorizeInBrowser, formBody, requestToken, signedFetch, type SignOptions } from '../../test/support/oauth1Client.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const API = 'https://api.linkedin.com';
const URL_ = `${API}/uas/oauth/accessToken`;

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

/** The service clock in seconds, for requests signed after the clock moved. */
const serviceSeconds = () => Math.floor(kit.service.context.clock.now() / 1000);

/** A request token Ada authorized, and its verifier. */
async function authorized(options: { scope?: string } = {}) {
  const request = await requestToken(API, options);
  const back = await authorizeInBrowser(new FakeBrowser(), `${API}/uas/oauth/authorize?oauth_token=${request.token}`);
  return { ...request, verifier: new URL(back.headers.get('location')!).searchParams.get('oauth_verifier')! };
}

const exchange = (request: { token: string; secret: string; verifier?: string }, options: Partial<SignOptions> = {}) =>
  signedFetch({ method: 'POST', url: URL_, token: request.token, tokenSecret: request.secret, ...options, oauth: { ...(request.verifier === undefined ? {} : { oauth_verifier: request.verifier }), ...options.oauth } });

async function problemOf(response: Response) {
  const body = await formBody(response);
  expect(response.headers.get('www-authenticate')).toContain(`oauth_problem="${encodeURIComponent(body.oauth_problem!)}"`);
  return [response.status, body.oauth_problem, body.oauth_problem_advice];
}

describe('POST /uas/oauth/accessToken (verifier)', () => {
  it('exchanges an authorized request token for a 60-day access token, as the real service answered', async () => {
    const request = await authorized({ scope: 'r_basicprofile r_network' });
    const response = await exchange(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toMatch(/^oauth_token=[0-9a-f-]{36}&oauth_token_secret=[0-9a-f-]{36}&oauth_expires_in=5184000&oauth_authorization_expires_in=5184000$/);
    const token = new URLSearchParams(text).get('oauth_token')!;
    expect(kit.service.admin.verifyToken(token)).toMatchObject({ status: 'valid', record: { apiKey: TEST_APP.apiKey, memberId: ADA.id, scopes: ['r_basicprofile', 'r_network'] } });
    expect(kit.service.admin.tokens().find((t) => t.token === token)).toMatchObject({ protocol: 'oauth1', tokenSecret: new URLSearchParams(text).get('oauth_token_secret') });
  });

  it('takes GET too (as jsOAuth and others sent it)', async () => {
    expect((await exchange(await authorized(), { method: 'GET' })).status).toBe(200);
  });
});

describe('access token errors', () => {
  it.each<[string, (r: Awaited<ReturnType<typeof authorized>>) => [Parameters<typeof exchange>[0], Partial<SignOptions>?], number, string, RegExp]>([
    ['no oauth_token', (r) => [{ token: '', secret: r.secret, verifier: r.verifier }], 400, 'parameter_absent', /needs oauth_token/],
    ['an unknown oauth_token', (r) => [{ ...r, token: 'nope' }], 401, 'token_rejected', /not a request token this service issued to your application/],
    ['the wrong request token secret', (r) => [{ ...r, secret: 'guess' }], 401, 'signature_invalid', /consumer secret \(your secret key\) and the token secret/],
    ['the wrong consumer secret', (r) => [r, { consumerSecret: 'guess' }], 401, 'signature_invalid', /does not match/],
    ['no verifier', (r) => [{ token: r.token, secret: r.secret }], 400, 'parameter_absent', /needs oauth_verifier/],
    ['another app’s consumer key', (r) => [r, { consumerKey: 'demo-api-key', consumerSecret: 'demo-secret-key' }], 401, 'token_rejected', /to your application/],
  ])('%s → %i %s', async (_, arrange, status, problem, advice) => {
    const [request, options] = arrange(await authorized());
    expect(await problemOf(await exchange(request, options))).toEqual([status, problem, expect.stringMatching(advice)]);
  });

  it('a request token works once: a second exchange → token_rejected', async () => {
    const request = await authorized();
    expect((await exchange(request)).status).toBe(200);
    expect(await problemOf(await exchange(request))).toEqual([401, 'token_rejected', expect.stringMatching(/already exchanged/)]);
  });

  it('a wrong verifier is refused and uses the request token up, so the right one fails after it', async () => {
    const request = await authorized();
    const wrong = request.verifier === '11111' ? '22222' : '11111';
    expect(await problemOf(await exchange({ ...request, verifier: wrong }))).toEqual([401, 'parameter_rejected', expect.stringMatching(/used up/)]);
    expect((await problemOf(await exchange(request)))[1]).toBe('token_rejected');
  });

  it('a request token the member has not authorized → permission_unknown; refused → permission_denied', async () => {
    const pending = await requestToken(API);
    expect(await problemOf(await exchange({ ...pending, verifier: '12345' }))).toEqual([401, 'permission_unknown', expect.stringMatching(/not authorized this request token yet/)]);
    const refused = await requestToken(API);
    await authorizeInBrowser(new FakeBrowser(), `${API}/uas/oauth/authorize?oauth_token=${refused.token}`, ADA, 'deny');
    expect((await problemOf(await exchange({ ...refused, verifier: '12345' })))[1]).toBe('permission_denied');
  });

  it('the member has 599 s to authorize; the app 300 s from the approval to exchange (service clock)', async () => {
    const late = await requestToken(API);
    kit.service.admin.setClock({ now: Date.now() + 599_000 });
    expect(await problemOf(await exchange({ ...late, verifier: '12345' }, { timestamp: serviceSeconds() }))).toEqual([401, 'token_expired', expect.stringMatching(/expired before the member authorized/)]);
    kit.service.admin.setClock({ now: null });
    const slow = await authorized();
    kit.service.admin.setClock({ now: Date.now() + 299_000 });
    const stillFine = await authorized();
    expect((await exchange(stillFine, { timestamp: serviceSeconds() })).status).toBe(200);
    kit.service.admin.setClock({ now: Date.now() + 300_500 });
    expect(await problemOf(await exchange(slow, { timestamp: serviceSeconds() }))).toEqual([401, 'token_expired', expect.stringMatching(/verifier has expired/)]);
  });

  it('revoking the app between approval and exchange → token_revoked', async () => {
    const request = await authorized();
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    expect((await problemOf(await exchange(request)))[1]).toBe('token_revoked');
  });

  it('a replayed exchange → nonce_used (before the token state is even looked at)', async () => {
    const request = await authorized();
    const once = { nonce: 'n-1', timestamp: Math.floor(Date.now() / 1000) };
    expect((await exchange(request, once)).status).toBe(200);
    expect((await problemOf(await exchange(request, once)))[1]).toBe('nonce_used');
  });

  it('a timestamp from a skewed clock → timestamp_refused with oauth_acceptable_timestamps', async () => {
    const response = await exchange(await authorized(), { timestamp: Math.floor(Date.now() / 1000) + 3600 });
    const body = await formBody(response);
    expect([response.status, body.oauth_problem]).toEqual([401, 'timestamp_refused']);
    expect(body.oauth_acceptable_timestamps).toMatch(/^\d+-\d+$/);
  });
});

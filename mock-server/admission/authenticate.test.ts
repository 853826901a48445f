// Today's API (/v2, /rest) takes OAuth 2.0 bearer tokens only (docs/v2.md "Authentication"): a call
// signed with OAuth 1.0a there is never read by the OAuth 1.0a reader and gets the 401 of a call
// without a token, the same token signing the same call on /v1 works (issue 33, row 9).
import { beforeEach, describe, expect, it } from 'vitest';
import { ADA, TEST_APP, TEST_FIXTURES } from '../../test/support/oauthFlow.js';
import { signRequest, signedFetch, type SignOptions } from '../../test/support/oauth1Client.js';
import { UNAUTHORIZED_MESSAGES } from './tokenRefusal.js';
import { EMPTY_TOKEN_BODY } from '../answers/todayErrorAnswer.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const API = 'https://api.linkedin.com';

const kit = useServiceKit({ fixtures: TEST_FIXTURES });
let token: { oauth_token: string; oauth_token_secret: string };
beforeEach(() => {
  token = kit.service.admin.issueOAuth1Token({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile', 'r_liteprofile', 'w_member_social'] });
});

const signed = (options: Partial<SignOptions> & { url: string }) => signedFetch({ token: token.oauth_token, tokenSecret: token.oauth_token_secret, ...options });

/** What a client can see of an answer: status, today's error body, the challenge. */
async function seen(response: Response) {
  return { status: response.status, body: await response.json(), challenge: response.headers.get('www-authenticate') };
}

describe('OAuth 1.0a signatures on today\'s API', () => {
  it('the token signs a v1 call: the control', async () => {
    const response = await signed({ url: `${API}/v1/people/~:(first-name)?format=json` });
    expect(response.status).toBe(200);
  });

  it('a signed GET /v2/me (Authorization: OAuth) is answered as a call without a token', async () => {
    const withoutToken = await seen(await fetch(`${API}/v2/me`));
    const answer = await seen(await signed({ url: `${API}/v2/me` }));
    expect(answer).toEqual(withoutToken);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(EMPTY_TOKEN_BODY);
  });

  it('signature parameters in the query or a form body are not read: 401 as without a token', async () => {
    const withoutToken = await seen(await fetch(`${API}/v2/me`));
    expect(await seen(await signed({ url: `${API}/v2/me`, transport: 'query' }))).toEqual(withoutToken);
    const tunnelled = signRequest({ url: `${API}/v2/me`, method: 'POST', transport: 'body', token: token.oauth_token, tokenSecret: token.oauth_token_secret });
    const headers = new Headers(tunnelled.init.headers);
    headers.set('x-http-method-override', 'GET');
    const tunnelledAnswer = await seen(await fetch(tunnelled.url, { ...tunnelled.init, headers }));
    expect([tunnelledAnswer.status, tunnelledAnswer.body.message]).toEqual([401, 'Empty oauth2 access token']);
  });

  it('a signed call on /rest gets the same 401', async () => {
    const { url, init } = signRequest({ url: `${API}/rest/posts`, method: 'POST', token: token.oauth_token, tokenSecret: token.oauth_token_secret });
    const headers = new Headers(init.headers);
    headers.set('linkedin-version', kit.service.admin.linkedInVersion().version);
    headers.set('content-type', 'application/json');
    const body = JSON.stringify({ author: `urn:li:person:${ADA.id}`, commentary: 'Signed', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' });
    const answer = await seen(await fetch(url, { ...init, method: 'POST', headers, body }));
    expect([answer.status, answer.body.message]).toEqual([401, 'Empty oauth2 access token']);
  });
});

describe("a call of today's API without a token (issue 47, row 21)", () => {
  it("answers LinkedIn's body word for word, whose message integrations match to disconnect an account; the advice is in the journal", async () => {
    for (const init of [{}, { headers: { authorization: 'Bearer ' } }, { headers: { authorization: 'Bearer   ' } }]) {
      const response = await fetch(`${API}/v2/me`, init);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('{"serviceErrorCode":401,"message":"Empty oauth2 access token","status":401}');
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api"');
      expect(kit.service.admin.requests().at(-1)!.notes).toEqual([UNAUTHORIZED_MESSAGES.empty]);
    }
  });

  it('keeps the v1 era\'s sentence on /v1 paths', async () => {
    const response = await fetch(`${API}/v1/people/~?format=json`);
    expect((await response.json()).message).toBe(UNAUTHORIZED_MESSAGES.empty);
  });
});

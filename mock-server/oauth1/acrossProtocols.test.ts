// One grant, two protocols: what a member allowed over OAuth 1.0a counts for OAuth 2.0 and back
// (spec Authentication rule 8), and revocation and changed scopes reach the tokens of both.
import { describe, expect, it } from 'vitest';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP, approve, authorizeUrl, exchange, locationParams, startFlow } from '../../test/support/oauthFlow.js';
import { authorizeInBrowser, obtainOAuth1Token, requestToken, signedFetch } from '../../test/support/oauth1Client.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const API = 'https://api.linkedin.com';
const WWW = 'https://www.linkedin.com';

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

const signedMe = (token: { token: string; secret: string }) => signedFetch({ url: `${API}/v1/people/~?format=json`, token: token.token, tokenSecret: token.secret });
const bearerMe = (accessToken: string) => fetch(`${API}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${accessToken}` } });

describe('rule 8: a member who authorized over OAuth 1.0a gets an OAuth 2.0 code without new consent', () => {
  it.each([
    ['legacy path, no scope (r_basicprofile)', 'legacy' as const, {}],
    ['current path, the same scope', 'current' as const, { scope: 'r_basicprofile' }],
  ])('%s: signed in → a code at once, which exchanges', async (_, family, params) => {
    const browser = new FakeBrowser();
    const oauth1 = await obtainOAuth1Token(WWW, { browser });
    expect((await signedMe(oauth1)).status).toBe(200);
    const back = await browser.get(authorizeUrl(family, params, WWW));
    expect(back.status).toBe(302);
    const code = locationParams(back).get('code');
    expect(code).toBeTruthy();
    const token = ((await (await exchange(family, { code }, { base: WWW })).json()) as { access_token: string }).access_token;
    expect(((await (await bearerMe(token)).json()) as { firstName: string }).firstName).toBe('Ada');
  });

  it('signed out: the member signs in, and no consent page follows', async () => {
    await obtainOAuth1Token(WWW);
    const browser = new FakeBrowser();
    const { response, url } = await startFlow(browser, authorizeUrl('legacy', {}, WWW));
    const login = await browser.submit(await response.text(), url, 'login', { session_key: ADA.email, session_password: ADA.password });
    const next = await browser.followOnHost(login, url);
    expect(next.status).toBe(303);
    expect(new URL(next.headers.get('location')!).origin).toBe('https://app.example.test');
    expect(locationParams(next).get('code')).toBeTruthy();
  });

  it('other scopes than granted → the consent page (spec rule 3)', async () => {
    const browser = new FakeBrowser();
    await obtainOAuth1Token(WWW, { browser });
    const first = await browser.get(authorizeUrl('current', { scope: 'r_basicprofile r_network' }, WWW));
    expect(await (await browser.followOnHost(first, WWW)).text()).toContain('value="allow"');
  });

  it('and back: an OAuth 2.0 grant lets /uas/oauth/authenticate skip the dialog', async () => {
    const browser = new FakeBrowser();
    await approve(browser, authorizeUrl('legacy', {}, WWW));
    const request = await requestToken(API);
    const back = await browser.get(`${WWW}/uas/oauth/authenticate?oauth_token=${request.token}`);
    expect(locationParams(back).get('oauth_verifier')).toMatch(/^\d{5}$/);
  });
});

describe('revocation and changed scopes reach both protocols', () => {
  it('revoking the app revokes its OAuth 1.0a and OAuth 2.0 tokens alike', async () => {
    const browser = new FakeBrowser();
    const oauth1 = await obtainOAuth1Token(WWW, { browser });
    const code = locationParams(await browser.get(authorizeUrl('legacy', {}, WWW))).get('code');
    const oauth2 = ((await (await exchange('legacy', { code }, { base: WWW })).json()) as { access_token: string }).access_token;
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    expect(kit.service.admin.verifyToken(oauth1.token).status).toBe('revoked');
    expect(kit.service.admin.verifyToken(oauth2).status).toBe('revoked');
    expect((await signedMe(oauth1)).status).toBe(401);
  });

  it('a new consent for other scopes (over OAuth 2.0) invalidates the OAuth 1.0a token and an unexchanged verifier', async () => {
    const browser = new FakeBrowser();
    const oauth1 = await obtainOAuth1Token(WWW, { browser });
    const pending = await requestToken(API);
    const back = await authorizeInBrowser(new FakeBrowser(), `${WWW}/uas/oauth/authenticate?oauth_token=${pending.token}`);
    expect(locationParams(back).get('oauth_verifier')).toBeTruthy();
    await approve(browser, authorizeUrl('current', { scope: 'r_basicprofile r_emailaddress' }, WWW));
    expect(kit.service.admin.verifyToken(oauth1.token).status).toBe('invalid');
    expect(kit.service.context.requestTokens.check(pending.token).status).toBe('invalidated');
    const response = await signedMe(oauth1);
    expect(((await response.json()) as { message: string }).message).toMatch(/The token used in the OAuth request is not valid/);
  });
});

import { describe, expect, it } from 'vitest';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP } from '../../test/support/oauthFlow.js';
import { accessToken, authorizeInBrowser, requestToken } from '../../test/support/oauth1Client.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const API = 'https://api.linkedin.com';
const WWW = 'https://www.linkedin.com';

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

const callbackParams = (response: Response) => new URL(response.headers.get('location')!).searchParams;

/** Signs Ada in and allows once, so the browser holds a session and Ada a grant for r_basicprofile. */
async function grantedBrowser(): Promise<FakeBrowser> {
  const browser = new FakeBrowser();
  const first = await requestToken(API);
  expect((await authorizeInBrowser(browser, `${WWW}/uas/oauth/authorize?oauth_token=${first.token}`)).status).toBe(302);
  return browser;
}

describe('GET /uas/oauth/authorize and /uas/oauth/authenticate', () => {
  it('sends the browser to the OAuth 2.0 flow’s dialog, then back to the callback with oauth_token and a 5-digit oauth_verifier', async () => {
    const request = await requestToken(API, { scope: 'r_basicprofile r_network' });
    const browser = new FakeBrowser();
    const first = await browser.get(`${WWW}/uas/oauth/authorize?oauth_token=${request.token}`);
    expect(first.status).toBe(302);
    expect(new URL(first.headers.get('location')!).pathname).toBe('/uas/oauth2/dialog');
    const dialogUrl = first.headers.get('location')!;
    const login = await browser.get(dialogUrl);
    const loginHtml = await login.text();
    expect(loginHtml).toContain('<strong id="app-name">Test App</strong>');
    const consent = await browser.followOnHost(await browser.submit(loginHtml, dialogUrl, 'login', { session_key: ADA.email, session_password: ADA.password }), dialogUrl);
    const consentHtml = await consent.text();
    expect(consentHtml).toContain('<li id="scope-r_network">');
    const done = await browser.followOnHost(await browser.submit(consentHtml, dialogUrl, 'allow'), dialogUrl);
    expect(done.status).toBe(302);
    const location = new URL(done.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://app.example.test/callback');
    expect([...location.searchParams.keys()]).toEqual(['oauth_token', 'oauth_verifier']);
    expect(location.searchParams.get('oauth_token')).toBe(request.token);
    expect(location.searchParams.get('oauth_verifier')).toMatch(/^\d{5}$/);
    expect(kit.service.admin.grants()).toMatchObject([{ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile', 'r_network'] }]);
  });

  it('works on the API host as well (xoauth_request_auth_url) and keeps the callback’s own query', async () => {
    const request = await requestToken(API, { callback: 'https://app.example.test/callback?next=%2Fhome' });
    const done = await authorizeInBrowser(new FakeBrowser(), `${request.body.xoauth_request_auth_url}?oauth_token=${request.token}`);
    expect(done.headers.get('location')).toMatch(/^https:\/\/app\.example\.test\/callback\?next=%2Fhome&oauth_token=[0-9a-f-]{36}&oauth_verifier=\d{5}$/);
  });

  it('ignores parameters some clients add (oauth_callback, the whole request-token answer)', async () => {
    const request = await requestToken(API);
    const url = `${WWW}/uas/oauth/authorize?oauth_token=${request.token}&oauth_token_secret=${request.secret}&oauth_callback=https%3A%2F%2Fevil.example%2F&oauth_callback_confirmed=true`;
    expect(callbackParams(await authorizeInBrowser(new FakeBrowser(), url)).get('oauth_verifier')).toMatch(/^\d{5}$/);
    expect((await authorizeInBrowser(new FakeBrowser(), url)).status).toBe(400);
  });

  it('authorize asks for consent again even when the member already granted the app', async () => {
    const browser = await grantedBrowser();
    const request = await requestToken(API);
    const first = await browser.get(`${WWW}/uas/oauth/authorize?oauth_token=${request.token}`);
    const page = await browser.followOnHost(first, `${WWW}/uas/oauth/authorize`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('value="allow"');
  });

  it('authenticate goes straight back for a signed-in member who granted the same scopes (no dialog)', async () => {
    const browser = await grantedBrowser();
    const request = await requestToken(API);
    const back = await browser.get(`${WWW}/uas/oauth/authenticate?oauth_token=${request.token}`);
    expect(back.status).toBe(302);
    const params = callbackParams(back);
    expect(params.get('oauth_token')).toBe(request.token);
    expect((await accessToken(API, request, params.get('oauth_verifier')!)).token).toBeTruthy();
  });

  it('authenticate shows the dialog to a signed-out member, and consent for other scopes', async () => {
    const stranger = new FakeBrowser();
    const first = await stranger.get(`${WWW}/uas/oauth/authenticate?oauth_token=${(await requestToken(API)).token}`);
    expect(await (await stranger.followOnHost(first, WWW)).text()).toContain('name="session_key"');
    const browser = await grantedBrowser();
    const wider = await requestToken(API, { scope: 'r_basicprofile r_emailaddress' });
    const page = await browser.followOnHost(await browser.get(`${WWW}/uas/oauth/authenticate?oauth_token=${wider.token}`), WWW);
    expect(await page.text()).toContain('<li id="scope-r_emailaddress">');
  });

  it('oob: the verifier is shown on a page, in <div class="access-code">, and exchanges', async () => {
    const request = await requestToken(API, { callback: 'oob' });
    const page = await authorizeInBrowser(new FakeBrowser(), `${WWW}/uas/oauth/authorize?oauth_token=${request.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    const pin = /<div class="access-code"[^>]*>(\d{5})<\/div>/.exec(html)?.[1];
    expect(pin).toBeDefined();
    expect(html).not.toMatch(/<script/i);
    expect((await accessToken(API, request, pin!)).token).toBeTruthy();
  });

  it.each(['deny', 'cancel'] as const)('%s → the callback gets oauth_problem=user_refused and nothing else', async (button) => {
    const request = await requestToken(API);
    const back = await authorizeInBrowser(new FakeBrowser(), `${WWW}/uas/oauth/authorize?oauth_token=${request.token}`, ADA, button);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('https://app.example.test/callback?oauth_problem=user_refused');
    expect(kit.service.context.requestTokens.check(request.token).status).toBe('denied');
  });

  it('oob and deny → a page saying access was not given', async () => {
    const request = await requestToken(API, { callback: 'oob' });
    const page = await authorizeInBrowser(new FakeBrowser(), `${WWW}/uas/oauth/authorize?oauth_token=${request.token}`, ADA, 'deny');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Test App was not given access to your account');
  });
});

describe('authorization errors (a 400 page on the auth host, never a redirect)', () => {
  async function page(url: string, browser = new FakeBrowser()) {
    const response = await browser.get(url);
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  }

  it.each([
    ['no oauth_token', '', /oauth_token is missing/],
    ['an empty oauth_token', 'oauth_token=', /oauth_token is empty/],
    ['an unknown oauth_token', 'oauth_token=nope', /nope&#39; is not a request token this service issued/],
  ])('%s', async (_, query, message) => {
    const result = await page(`${WWW}/uas/oauth/authorize?${query}`);
    expect(result.status).toBe(400);
    expect(result.location).toBeNull();
    expect(result.text).toMatch(message);
  });

  it('a request token older than 599 s has expired', async () => {
    const request = await requestToken(API);
    kit.service.admin.setClock({ now: Date.now() + 600_000 });
    const result = await page(`${WWW}/uas/oauth/authenticate?oauth_token=${request.token}`);
    expect([result.status, result.text.includes('has expired')]).toEqual([400, true]);
  });

  it('a completed request token cannot be authorized again', async () => {
    const request = await requestToken(API);
    const url = `${WWW}/uas/oauth/authorize?oauth_token=${request.token}`;
    await authorizeInBrowser(new FakeBrowser(), url);
    expect((await page(url)).text).toMatch(/already completed/);
  });

  it('the dialog’s return refuses a forged or foreign code', async () => {
    const request = await requestToken(API);
    const forged = await page(`${WWW}/uas/oauth/complete?oauth_token=${request.token}&code=forged&state=x`);
    expect([forged.status, forged.location]).toEqual([400, null]);
    // A code the dialog issued for another request token does not complete this one.
    const other = await requestToken(API);
    const browser = new FakeBrowser();
    const first = await browser.get(`${WWW}/uas/oauth/authorize?oauth_token=${other.token}`);
    const dialogUrl = first.headers.get('location')!;
    const consent = await browser.followOnHost(await browser.submit(await (await browser.get(dialogUrl)).text(), dialogUrl, 'login', { session_key: ADA.email, session_password: ADA.password }), dialogUrl);
    const code = new URL((await browser.submit(await consent.text(), dialogUrl, 'allow')).headers.get('location')!).searchParams.get('code');
    const swapped = await page(`${WWW}/uas/oauth/complete?oauth_token=${request.token}&code=${code}&state=x`, browser);
    expect(swapped.status).toBe(400);
    expect(kit.service.context.requestTokens.check(request.token).status).toBe('pending');
  });

  it('plain http from a non-loopback host is refused; POST gets 405', async () => {
    const request = await requestToken(API);
    expect((await page(`http://www.linkedin.com/uas/oauth/authorize?oauth_token=${request.token}`)).text).toMatch(/must use https/);
    const post = await fetch(`${WWW}/uas/oauth/authorize?oauth_token=${request.token}`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET']);
  });
});

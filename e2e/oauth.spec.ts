// The OAuth 2.0 authorization code flow in real browsers, as a server-side web app runs it: the
// app's page links to the authorization endpoint, the member signs in and allows on the mock
// service's dialog, the browser comes back to the app's callback with a code, and the app's
// server side (here, the test) exchanges the code for a token and calls the REST API with it.
// On both path families: current (/oauth/v2/…) and legacy (/uas/oauth2/…).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, type AppServer, logInAsAda } from './fixtures';

const EMAIL = 'ada.lovelace@example.com';
const PASSWORD = 'demo-password';
const MEMBER_ID = 'aZ3kq9XbW1';
const CLIENT = { apiKey: 'e2e-web-app', secretKey: 'e2e-web-secret', name: 'E2E Web App' };

const FAMILIES = {
  current: { authorization: '/oauth/v2/authorization', token: '/oauth/v2/accessToken', refused: 'user_cancelled_authorize' },
  legacy: { authorization: '/uas/oauth2/authorization', token: '/uas/oauth2/accessToken', refused: 'access_denied' },
} as const;
type Family = keyof typeof FAMILIES;

/** Registers the app with the mock service (merged into the default data set) with a callback on the app's origin. */
async function registerApp(request: APIRequestContext, mockUrl: string, callback: string) {
  const response = await request.post(`${mockUrl}/__admin/fixtures`, {
    data: { apps: [{ ...CLIENT, logoUrl: '/demo/logo.svg', redirectUrls: [callback], defaultScope: ['r_basicprofile'] }] },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, mode: 'merge' });
}

/** The app's page: a "Sign in" link to the authorization endpoint, with a fresh state. */
function appPage(app: AppServer, mockUrl: string, family: Family, state: string): { url: string; callback: string } {
  const callback = `${app.url}/callback`;
  const query = new URLSearchParams({ response_type: 'code', client_id: CLIENT.apiKey, redirect_uri: callback, state, scope: 'r_basicprofile r_emailaddress' });
  const url = app.page(
    `/${family}.html`,
    `<!DOCTYPE html><html><head><title>E2E Web App</title></head><body>
<a id="signin" href="${mockUrl}${FAMILIES[family].authorization}?${query.toString().replace(/&/g, '&amp;')}">Sign in</a>
</body></html>`,
  );
  app.page('/callback', '<!DOCTYPE html><html><head><title>callback</title></head><body>Signed in.</body></html>');
  return { url, callback };
}

/** From the app page to the consent page: the link, the login form. */
async function signInOnDialog(page: Page, mockUrl: string, family: Family) {
  await page.click('#signin');
  await expect(page).toHaveURL(new RegExp(`^${mockUrl}${FAMILIES[family].authorization.replace('authorization', 'dialog')}\\?`));
  await expect(page.locator('#app-name')).toHaveText(CLIENT.name);
  await logInAsAda(page);
  await expect(page.locator('#member-name')).toHaveText('Ada Lovelace');
  await expect(page.locator('#scope-r_basicprofile')).toBeVisible();
  await expect(page.locator('#scope-r_emailaddress')).toBeVisible();
}

/** The callback's query, once the browser is back on the app. */
async function callbackParams(page: Page, callback: string): Promise<URLSearchParams> {
  await page.waitForURL((url) => url.href.startsWith(`${callback}?`));
  return new URL(page.url()).searchParams;
}

/** The token request of the app's server side, with the client secret: form body, or the query string on the legacy path. */
function tokenRequest(request: APIRequestContext, mockUrl: string, family: Family, code: string, callback: string) {
  const params = { grant_type: 'authorization_code', code, redirect_uri: callback, client_id: CLIENT.apiKey, client_secret: CLIENT.secretKey };
  return family === 'current'
    ? request.post(`${mockUrl}${FAMILIES.current.token}`, { form: params })
    : request.post(`${mockUrl}${FAMILIES.legacy.token}?${new URLSearchParams(params)}`);
}

/** Code → token; checks the token response. */
async function exchange(request: APIRequestContext, mockUrl: string, family: Family, code: string, callback: string) {
  const response = await tokenRequest(request, mockUrl, family, code, callback);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.json();
  expect(body.expires_in).toBe(5184000);
  expect(body.access_token).toEqual(expect.any(String));
  return body.access_token as string;
}

for (const family of Object.keys(FAMILIES) as Family[]) {
  test.describe(`${family} path family`, () => {
    test('app page → dialog → login → consent → callback with code and state → token → GET /v1/people/~', async ({ page, mock, app, request }) => {
      const state = `st-${family}-${Date.now()}`;
      const { url, callback } = appPage(app, mock.url, family, state);
      await registerApp(request, mock.url, callback);
      await page.goto(url);
      await signInOnDialog(page, mock.url, family);
      await page.click('#allow');

      const params = await callbackParams(page, callback);
      expect(params.get('state')).toBe(state);
      expect(params.get('error')).toBeNull();
      await expect(page.locator('body')).toHaveText('Signed in.');
      const token = await exchange(request, mock.url, family, params.get('code')!, callback);

      const headers = { authorization: `Bearer ${token}` };
      const profile = await request.get(`${mock.url}/v1/people/~?format=json`, { headers });
      expect(profile.status()).toBe(200);
      expect(await profile.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', headline: expect.any(String) });
      const xml = await request.get(`${mock.url}/v1/people/~:(id,email-address)`, { headers });
      expect(await xml.text()).toContain(`<id>${MEMBER_ID}</id>`);
      expect(await xml.text()).toContain(`<email-address>${EMAIL}</email-address>`);
      // A scope the member did not grant is refused.
      expect((await request.get(`${mock.url}/v1/people/~/connections?format=json`, { headers })).status()).toBe(403);

      // The code works once: a second exchange fails and revokes the token.
      const again = await tokenRequest(request, mock.url, family, params.get('code')!, callback);
      expect(again.status()).toBe(400);
      // Today's path answers a reused code as LinkedIn does; the legacy path keeps the v1 era's invalid_grant.
      expect((await again.json()).error).toBe(family === 'current' ? 'invalid_request' : 'invalid_grant');
      expect((await request.get(`${mock.url}/v1/people/~?format=json`, { headers })).status()).toBe(401);
    });

    test('a second flow in the same browser skips the dialog (signed in, same scopes) and gives a new working code', async ({ page, mock, app, request }) => {
      const first = appPage(app, mock.url, family, 'one');
      await registerApp(request, mock.url, first.callback);
      await page.goto(first.url);
      await signInOnDialog(page, mock.url, family);
      await page.click('#allow');
      const firstCode = (await callbackParams(page, first.callback)).get('code')!;

      const second = appPage(app, mock.url, family, 'two');
      await page.goto(second.url);
      await page.click('#signin');
      const params = await callbackParams(page, second.callback);
      expect(params.get('state')).toBe('two');
      expect(params.get('code')).not.toBe(firstCode);
      const token = await exchange(request, mock.url, family, params.get('code')!, second.callback);
      const me = await request.get(`${mock.url}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${token}` } });
      expect((await me.json()).firstName).toBe('Ada');
    });

    test(`deny at consent → back to the app with error=${FAMILIES[family].refused} and the state, no code`, async ({ page, mock, app, request }) => {
      const { url, callback } = appPage(app, mock.url, family, 'refused');
      await registerApp(request, mock.url, callback);
      await page.goto(url);
      await signInOnDialog(page, mock.url, family);
      await page.click('#deny');
      const params = await callbackParams(page, callback);
      expect(params.get('error')).toBe(FAMILIES[family].refused);
      expect(params.get('error_description')).toBeTruthy();
      expect(params.get('state')).toBe('refused');
      expect(params.get('code')).toBeNull();
    });
  });
}

test('an unregistered redirect_uri is an error page on the auth host, never a redirect', async ({ page, mock, app, request }) => {
  const { url } = appPage(app, mock.url, 'current', 'x');
  await registerApp(request, mock.url, `${app.url}/elsewhere`);
  await page.goto(url);
  const response = page.waitForResponse((r) => r.url().startsWith(`${mock.url}/oauth/v2/authorization`));
  await page.click('#signin');
  expect((await response).status()).toBe(400);
  expect(page.url().startsWith(mock.url)).toBe(true);
  await expect(page.locator('body')).toContainText('must match a URL registered');
});

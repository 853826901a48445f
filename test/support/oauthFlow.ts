// Shared by the OAuth tests: a fixture set with an https app, and helpers that drive a flow
// through the handlers with a FakeBrowser. Plain code (no test framework), so it also serves
// users' own Node tests.
import type { Fixtures } from '../../mock-server/fixtureFormat/types.js';
import { FakeBrowser } from './fakeBrowser.js';
import { OAUTH_PATHS, type PathFamily } from '../../mock-server/oauth/oauthPaths.js';

export const AUTH = 'https://auth.example.test';
export const REDIRECT = 'https://app.example.test/callback';
export const TEST_APP = {
  apiKey: 'test-key',
  secretKey: 'test-secret',
  name: 'Test App',
  logoUrl: 'https://app.example.test/logo.png',
  redirectUrls: [REDIRECT, 'https://app.example.test/other?ignored=1'],
  defaultScope: ['r_basicprofile', 'r_emailaddress'],
} satisfies NonNullable<Fixtures['apps']>[number];
/**
 * TEST_APP approved for the partner products an app may hold beside sign-in (refresh tokens, client
 * credentials), under the same keys: what a test of those grants signs in with. TEST_APP itself has
 * the self-serve products only, as an app fresh from the developer portal. Not the Community
 * Management API, which must be the only product on its app: PAGE_APP.
 */
export const PARTNER_APP = {
  ...TEST_APP,
  grantedProducts: ['refreshTokens', 'clientCredentials'],
} satisfies NonNullable<Fixtures['apps']>[number];
/**
 * A page app: the Community Management API alone (it must be the only product on its app; its scopes
 * include r_basicprofile and w_member_social, not the sign-in ones), with refresh tokens, on the same
 * redirect URLs as TEST_APP under keys of its own: what a scheduler signs page admins in with.
 */
export const PAGE_APP = {
  ...TEST_APP,
  apiKey: 'page-key',
  secretKey: 'page-secret',
  name: 'Page App',
  defaultScope: ['r_basicprofile'],
  grantedProducts: ['communityManagement', 'refreshTokens'],
} satisfies NonNullable<Fixtures['apps']>[number];
export const ADA = { id: 'aZ3kq9XbW1', email: 'ada.lovelace@example.com', password: 'demo-password' };

/** TEST_APP, added to the default data set (demo app, Ada and the other default members). */
export const TEST_FIXTURES: Fixtures = { apps: [TEST_APP] };

/** PARTNER_APP, added to the default data set. */
export const PARTNER_FIXTURES: Fixtures = { apps: [PARTNER_APP] };

/** PAGE_APP, added to the default data set. */
export const PAGE_FIXTURES: Fixtures = { apps: [PAGE_APP] };

/** An authorization URL of `family` with these parameters (a value of null leaves the parameter out). */
export function authorizeUrl(family: PathFamily, params: Record<string, string | null> = {}, base = AUTH): string {
  const all: Record<string, string | null> = { response_type: 'code', client_id: TEST_APP.apiKey, redirect_uri: REDIRECT, state: 'st-123', ...params };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(all)) if (value !== null) query.append(name, value);
  return `${base}${OAUTH_PATHS[family].authorization}?${query}`;
}

/** The query parameters of a redirect's Location. */
export function locationParams(response: Response): URLSearchParams {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location).searchParams;
}

/** Starts a flow in `browser`: the authorization request, then redirects on the auth host. Returns the last response and its URL. */
export async function startFlow(browser: FakeBrowser, url: string): Promise<{ response: Response; url: string }> {
  const first = await browser.get(url);
  const location = first.headers.get('location');
  const response = await browser.followOnHost(first, url);
  const pageUrl = response === first || !location ? url : new URL(location, url).href;
  return { response, url: pageUrl };
}

/** Runs a whole flow: request, login (unless already signed in), allow. Returns the final redirect to the app. */
export async function approve(browser: FakeBrowser, url: string, member = ADA): Promise<Response> {
  let { response, url: pageUrl } = await startFlow(browser, url);
  if (response.status >= 300) return response;
  let html = await response.text();
  if (html.includes('name="session_key"')) {
    const login = await browser.submit(html, pageUrl, 'login', { session_key: member.email, session_password: member.password });
    response = await browser.followOnHost(login, pageUrl);
    if (response.status >= 300) return response;
    html = await response.text();
  }
  return browser.submit(html, pageUrl, 'allow');
}

/** Exchanges a code at the token endpoint of `family`. */
export function exchange(
  family: PathFamily,
  params: Record<string, string | null>,
  init: { headers?: Record<string, string>; base?: string; send?: (url: string, init: RequestInit) => Promise<Response> } = {},
): Promise<Response> {
  const send = init.send ?? fetch;
  const all: Record<string, string | null> = {
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    client_id: TEST_APP.apiKey,
    client_secret: TEST_APP.secretKey,
    ...params,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(all)) if (value !== null) body.append(name, value);
  const url = `${init.base ?? AUTH}${OAUTH_PATHS[family].accessToken}`;
  if (family === 'legacy') return send(`${url}?${body}`, { method: 'POST', headers: init.headers });
  return send(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers }, body: body.toString() });
}

/** A full flow and exchange: returns the access token. */
export async function obtainToken(browser: FakeBrowser, family: PathFamily, params: Record<string, string | null> = {}): Promise<string> {
  const redirect = await approve(browser, authorizeUrl(family, params));
  const code = locationParams(redirect).get('code');
  if (!code) throw new Error(`no code in ${redirect.headers.get('location')}`);
  const response = await exchange(family, { code });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.access_token;
}

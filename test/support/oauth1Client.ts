// An OAuth 1.0a client for tests, written from RFC 5849 with node:crypto and independent of the
// service's own code (so it checks it rather than repeats it), and the steps of the three-legged
// flow driven through a FakeBrowser. It can sign in every way the RFC allows and break any part
// on purpose (signature, timestamp, nonce, version, transport). Plain code (no test framework),
// so it also serves users' own Node tests.
import { createHmac, randomBytes } from 'node:crypto';
import { FakeBrowser } from './fakeBrowser.js';
import { ADA, TEST_APP } from './oauthFlow.js';

/** RFC 3986 unreserved characters stay, everything else is %XX of its UTF-8 bytes. */
export function rfc3986(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('latin1')
    .replace(/[^A-Za-z0-9\-._~]/g, (char) => '%' + char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}

export interface SignOptions {
  url: string;
  method?: string;
  consumerKey?: string;
  consumerSecret?: string;
  token?: string;
  tokenSecret?: string;
  /** More protocol parameters: oauth_callback, oauth_verifier, oauth_body_hash… */
  oauth?: Record<string, string>;
  /** A form body (signed, sent as application/x-www-form-urlencoded). */
  form?: [string, string][];
  /** Where the protocol parameters go (default the Authorization header). */
  transport?: 'header' | 'query' | 'body';
  /** Seconds since 1970 (default now). */
  timestamp?: number | null;
  nonce?: string | null;
  signatureMethod?: string;
  /** oauth_version (default '1.0'; null leaves it out). */
  version?: string | null;
  /** Sign for this URL instead of `url` (to test what the service signs). */
  signUrl?: string;
  /** Sign with this method instead of `method`. */
  signMethod?: string;
  headers?: Record<string, string>;
}

/** The base string of RFC 5849 3.4.1, from a URL (its query parsed as a form) and more parameters. */
export function baseString(method: string, url: string, params: [string, string][]): string {
  const parsed = new URL(url);
  const all = [...parsed.searchParams, ...params].map(([n, v]) => [rfc3986(n), rfc3986(v)]);
  all.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const base = `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  return [method.toUpperCase(), rfc3986(base), rfc3986(all.map(([n, v]) => `${n}=${v}`).join('&'))].join('&');
}

/** The URL and fetch options of a signed request. */
export function signRequest(options: SignOptions): { url: string; init: RequestInit } {
  const method = options.method ?? 'GET';
  const consumerSecret = options.consumerSecret ?? TEST_APP.secretKey;
  const signatureMethod = options.signatureMethod ?? 'HMAC-SHA1';
  const protocol: [string, string][] = [['oauth_consumer_key', options.consumerKey ?? TEST_APP.apiKey], ['oauth_signature_method', signatureMethod]];
  const timestamp = options.timestamp === undefined ? Math.floor(Date.now() / 1000) : options.timestamp;
  if (timestamp !== null) protocol.push(['oauth_timestamp', String(timestamp)]);
  const nonce = options.nonce === undefined ? randomBytes(16).toString('hex') : options.nonce;
  if (nonce !== null) protocol.push(['oauth_nonce', nonce]);
  const version = options.version === undefined ? '1.0' : options.version;
  if (version !== null) protocol.push(['oauth_version', version]);
  if (options.token !== undefined) protocol.push(['oauth_token', options.token]);
  for (const [name, value] of Object.entries(options.oauth ?? {})) protocol.push([name, value]);
  const key = `${rfc3986(consumerSecret)}&${rfc3986(options.tokenSecret ?? '')}`;
  const base = baseString(options.signMethod ?? method, options.signUrl ?? options.url, [...protocol, ...(options.form ?? [])]);
  const signature = signatureMethod === 'PLAINTEXT' ? key : createHmac('sha1', key).update(base).digest('base64');
  const all: [string, string][] = [...protocol, ['oauth_signature', signature]];
  const headers: Record<string, string> = { ...options.headers };
  const url = new URL(options.url);
  let form = options.form ?? [];
  const transport = options.transport ?? 'header';
  if (transport === 'header') headers.authorization = 'OAuth ' + all.map(([n, v]) => `${rfc3986(n)}="${rfc3986(v)}"`).join(', ');
  else if (transport === 'query') for (const [n, v] of all) url.searchParams.append(n, v);
  else form = [...form, ...all];
  const init: RequestInit = { method, headers };
  if (form.length || transport === 'body') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = form.map(([n, v]) => `${rfc3986(n)}=${rfc3986(v)}`).join('&');
  }
  return { url: url.href, init };
}

/** Sends a signed request (through fetch, so setupServer and the standalone server both answer it). */
export function signedFetch(options: SignOptions): Promise<Response> {
  const { url, init } = signRequest(options);
  return fetch(url, init);
}

/** A token endpoint's form-encoded answer. */
export async function formBody(response: Response): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await response.text()));
}

/** Step 1: a request token for TEST_APP (callback by default https://app.example.test/callback). */
export async function requestToken(base: string, options: Partial<SignOptions> & { callback?: string; scope?: string } = {}) {
  const url = `${base}/uas/oauth/requestToken${options.scope === undefined ? '' : `?scope=${encodeURIComponent(options.scope)}`}`;
  const response = await signedFetch({ method: 'POST', ...options, url, oauth: { oauth_callback: options.callback ?? 'https://app.example.test/callback', ...options.oauth } });
  const body = await formBody(response);
  if (!body.oauth_token) throw new Error(`no request token (${response.status}): ${JSON.stringify(body)}`);
  return { token: body.oauth_token, secret: body.oauth_token_secret!, body };
}

/**
 * Step 2 in `browser`: opens `authUrl` (…/uas/oauth/authorize?oauth_token=…), signs in when asked,
 * allows when asked; returns the last answer (the redirect to the callback, or the PIN page).
 */
export async function authorizeInBrowser(browser: FakeBrowser, authUrl: string, member = ADA, button: 'allow' | 'deny' | 'cancel' = 'allow'): Promise<Response> {
  let response = await browser.get(authUrl);
  let pageUrl = authUrl;
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, pageUrl);
      // Redirects stay on the auth host until the one to the app's callback.
      if (next.host !== new URL(authUrl).host) return response;
      pageUrl = next.href;
      response = await browser.get(pageUrl);
      continue;
    }
    if (response.status !== 200) return response;
    const html = await response.text();
    if (html.includes('name="session_key"') && button !== 'cancel') {
      response = await browser.submit(html, pageUrl, 'login', { session_key: member.email, session_password: member.password });
    } else if (html.includes('value="allow"') || html.includes('value="cancel"')) {
      response = await browser.submit(html, pageUrl, button);
    } else {
      return new Response(html, { status: response.status, headers: response.headers });
    }
  }
  throw new Error('authorizeInBrowser: too many steps');
}

/** Step 3: exchanges an authorized request token. */
export async function accessToken(base: string, requestToken: { token: string; secret: string }, verifier: string, options: Partial<SignOptions> = {}) {
  const response = await signedFetch({ method: 'POST', url: `${base}/uas/oauth/accessToken`, token: requestToken.token, tokenSecret: requestToken.secret, oauth: { oauth_verifier: verifier }, ...options });
  const body = await formBody(response);
  if (!body.oauth_token) throw new Error(`no access token (${response.status}): ${JSON.stringify(body)}`);
  return { token: body.oauth_token, secret: body.oauth_token_secret!, body };
}

/** The whole flow for TEST_APP and `member` on `base`: returns the access token and secret. */
export async function obtainOAuth1Token(base: string, options: { browser?: FakeBrowser; scope?: string; member?: typeof ADA } = {}) {
  const request = await requestToken(base, { scope: options.scope });
  const back = await authorizeInBrowser(options.browser ?? new FakeBrowser(), `${base}/uas/oauth/authorize?oauth_token=${request.token}`, options.member);
  const verifier = new URL(back.headers.get('location') ?? 'x:', base).searchParams.get('oauth_verifier');
  if (!verifier) throw new Error(`no verifier: ${back.status} ${back.headers.get('location')}`);
  return accessToken(base, request, verifier);
}

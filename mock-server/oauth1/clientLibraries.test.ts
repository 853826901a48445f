// OAuth 1.0a client libraries of the v1 era, from npm, unchanged and with their defaults (their
// default URLs are the real service's; MSW answers them): node-oauth's OAuth class, and
// passport-linkedin (jaredhanson) behind passport in a small Node http application.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OAuth } from 'oauth';
import passport from 'passport';
import LinkedInStrategy from 'passport-linkedin';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP, TEST_FIXTURES } from '../../test/support/oauthFlow.js';
import { authorizeInBrowser } from '../../test/support/oauth1Client.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const CALLBACK = 'https://app.example.test/callback';

// The test application below runs on 127.0.0.1; everything else must be the mock's.
// Calls to the test's own app on 127.0.0.1 go through (useMockService's default); any other unhandled one fails.
const kit = useServiceKit({ fixtures: TEST_FIXTURES });

type NodeOAuthError = { statusCode: number; data: string };

/** node-oauth's callbacks as promises (nothing of the library changed). */
function client(oa: InstanceType<typeof OAuth>) {
  return {
    requestToken: (params: Record<string, string> = {}) =>
      new Promise<{ token: string; secret: string; results: Record<string, string> }>((resolve, reject) =>
        oa.getOAuthRequestToken(params, (error: NodeOAuthError | null, token: string, secret: string, results: Record<string, string>) => (error ? reject(error) : resolve({ token, secret, results }))),
      ),
    accessToken: (token: string, secret: string, verifier: string) =>
      new Promise<{ token: string; secret: string; results: Record<string, string> }>((resolve, reject) =>
        oa.getOAuthAccessToken(token, secret, verifier, (error: NodeOAuthError | null, t: string, s: string, results: Record<string, string>) => (error ? reject(error) : resolve({ token: t, secret: s, results }))),
      ),
    get: (url: string, token: string, secret: string) =>
      new Promise<{ status: number; body: string }>((resolve) =>
        oa.get(url, token, secret, (error: NodeOAuthError | null, body: string) => resolve(error ? { status: error.statusCode, body: error.data } : { status: 200, body })),
      ),
  };
}

describe('node-oauth (npm oauth 0.10.2, the OAuth class unchanged)', () => {
  const make = (callback?: string, method = 'HMAC-SHA1') =>
    client(new OAuth('https://api.linkedin.com/uas/oauth/requestToken', 'https://api.linkedin.com/uas/oauth/accessToken', TEST_APP.apiKey, TEST_APP.secretKey, '1.0', callback, method));

  it('request token → dialog → verifier → access token → signed GET /v1/people/~ returns the member; tampering → 401', async () => {
    const oa = make(CALLBACK);
    const request = await oa.requestToken({ scope: 'r_basicprofile r_emailaddress' });
    expect(request.results).toEqual({ oauth_callback_confirmed: 'true', xoauth_request_auth_url: 'https://api.linkedin.com/uas/oauth/authorize', oauth_expires_in: '599' });
    const back = await authorizeInBrowser(new FakeBrowser(), `${request.results.xoauth_request_auth_url}?oauth_token=${request.token}`);
    const verifier = new URL(back.headers.get('location')!).searchParams.get('oauth_verifier')!;
    const access = await oa.accessToken(request.token, request.secret, verifier);
    expect(access.results).toEqual({ oauth_expires_in: '5184000', oauth_authorization_expires_in: '5184000' });
    const me = await oa.get('https://api.linkedin.com/v1/people/~:(id,first-name,last-name,email-address)?format=json', access.token, access.secret);
    expect(JSON.parse(me.body)).toEqual({ id: ADA.id, firstName: 'Ada', lastName: 'Lovelace', emailAddress: ADA.email });
    const tampered = await oa.get('https://api.linkedin.com/v1/people/~?format=json', access.token, `${access.secret}x`);
    expect(tampered.status).toBe(401);
    expect(JSON.parse(tampered.body).message).toMatch(/^\[unauthorized\]\. OAU:/);
  });

  it('out of band (no callback given: node-oauth sends oob): the member types the PIN', async () => {
    const oa = make();
    const request = await oa.requestToken();
    const page = await authorizeInBrowser(new FakeBrowser(), `https://www.linkedin.com/uas/oauth/authorize?oauth_token=${request.token}`);
    const pin = /<div class="access-code"[^>]*>(\d{5})</.exec(await page.text())![1]!;
    const access = await oa.accessToken(request.token, request.secret, pin);
    expect((await oa.get('https://api.linkedin.com/v1/people/~?format=json', access.token, access.secret)).status).toBe(200);
  });

  it('PLAINTEXT over https', async () => {
    const oa = make(CALLBACK, 'PLAINTEXT');
    const request = await oa.requestToken();
    const back = await authorizeInBrowser(new FakeBrowser(), `https://www.linkedin.com/uas/oauth/authorize?oauth_token=${request.token}`);
    const access = await oa.accessToken(request.token, request.secret, new URL(back.headers.get('location')!).searchParams.get('oauth_verifier')!);
    expect((await oa.get('https://api.linkedin.com/v1/people/~?format=json', access.token, access.secret)).status).toBe(200);
  });

  it('a wrong verifier reaches node-oauth as {statusCode: 401, data: oauth_problem=…}', async () => {
    const oa = make(CALLBACK);
    const request = await oa.requestToken();
    await authorizeInBrowser(new FakeBrowser(), `https://www.linkedin.com/uas/oauth/authorize?oauth_token=${request.token}`);
    const error = (await oa.accessToken(request.token, request.secret, 'abcde').catch((e: NodeOAuthError) => e)) as NodeOAuthError;
    expect(error.statusCode).toBe(401);
    expect(new URLSearchParams(error.data).get('oauth_problem')).toBe('parameter_rejected');
  });
});

describe('passport-linkedin 1.0.0 (OAuth 1.0a) with its defaults, behind passport 0.7 in a Node http app', () => {
  let app: http.Server;
  let base: string;
  const outcomes: unknown[] = [];
  beforeAll(async () => {
    const sessions = new Map<string, Record<string, unknown>>();
    passport.use(
      new LinkedInStrategy({ consumerKey: TEST_APP.apiKey, consumerSecret: TEST_APP.secretKey, callbackURL: 'http://127.0.0.1/placeholder' }, (token: string, tokenSecret: string, profile: unknown, done: (e: null, user: unknown) => void) =>
        done(null, { token, tokenSecret, profile }),
      ),
    );
    app = http.createServer((req, res) => {
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const request = req as typeof req & { query: Record<string, string>; session: Record<string, unknown> };
      request.query = Object.fromEntries(url.searchParams);
      let sid = /(?:^|; )sid=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
      if (!sid) {
        sid = String(sessions.size + 1);
        res.setHeader('set-cookie', `sid=${sid}; Path=/`);
      }
      if (!sessions.has(sid)) sessions.set(sid, {});
      request.session = sessions.get(sid)!;
      const fail = (error: unknown) => ((res.statusCode = 500), res.end(String(error)));
      if (url.pathname === '/auth/linkedin') {
        passport.authenticate('linkedin', { scope: ['r_basicprofile', 'r_emailaddress'], callbackURL: `${base}/auth/linkedin/callback` })(req, res, fail);
      } else if (url.pathname === '/auth/linkedin/callback') {
        passport.authenticate('linkedin', { session: false }, (error: unknown, user: unknown) => {
          outcomes.push(error ?? user);
          res.end(user ? 'signed in' : 'not signed in');
        })(req, res, fail);
      } else res.end();
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));
  // The app registers its callback, as the service requires of an app that lists redirect URLs (issue 25).
  beforeEach(() => void kit.service.admin.loadFixtures({ apps: [{ ...TEST_APP, redirectUrls: [...TEST_APP.redirectUrls, `${base}/auth/linkedin/callback`] }] }, 'merge'));

  it('signs Ada in: request token with ?scope=a+b, authenticate on www., verifier, access token, profile', async () => {
    const browser = new FakeBrowser();
    const start = await browser.get(`${base}/auth/linkedin`);
    expect(start.status).toBe(302);
    const authUrl = start.headers.get('location')!;
    expect(authUrl).toMatch(/^https:\/\/www\.linkedin\.com\/uas\/oauth\/authenticate\?oauth_token=[0-9a-f-]{36}$/);
    const back = await authorizeInBrowser(browser, authUrl);
    const done = await browser.get(back.headers.get('location')!);
    expect(await done.text()).toBe('signed in');
    const user = outcomes.at(-1) as { token: string; profile: { id: string; displayName: string; name: unknown; provider: string } };
    expect(user.profile).toMatchObject({ provider: 'linkedin', id: ADA.id, displayName: 'Ada Lovelace', name: { familyName: 'Lovelace', givenName: 'Ada' } });
    expect(kit.service.admin.verifyToken(user.token)).toMatchObject({ status: 'valid', record: { scopes: ['r_basicprofile', 'r_emailaddress'] } });
  });

  it('a member who denies: the callback gets oauth_problem=user_refused and passport fails the sign-in', async () => {
    const browser = new FakeBrowser();
    const start = await browser.get(`${base}/auth/linkedin`);
    const back = await authorizeInBrowser(browser, start.headers.get('location')!, ADA, 'deny');
    expect(back.headers.get('location')).toBe(`${base}/auth/linkedin/callback?oauth_problem=user_refused`);
    expect(await (await browser.get(back.headers.get('location')!)).text()).toBe('not signed in');
  });
});

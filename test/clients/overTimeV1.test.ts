// The v1 era's dated changes (docs/over-time.md) through the clients that met them, unchanged and
// with their defaults: passport-linkedin-oauth2@1.6.1 (OAuth 2.0, /v1/people/~ with r_basicprofile),
// passport-linkedin-oauth2@2.0.0 (r_liteprofile, /v2/me) and node-oauth (OAuth 1.0a), each on the day
// before a change and on its day, the service replaying the day (asOf); the clock stays the real
// time, as the clients sign and check with theirs.
import { beforeEach, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { OAuth } from 'oauth';
import type { MockService } from '../../mock-server/index.js';
import { useServiceKit } from '../support/serviceKit.js';
import { FakeBrowser } from '../support/fakeBrowser.js';
import { ADA, REDIRECT, TEST_APP, approve, locationParams } from '../support/oauthFlow.js';
import { authorizeInBrowser } from '../support/oauth1Client.js';
import { runStrategy, type Outcome } from '../support/passportRun.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const StrategyV1 = require('passport-linkedin-oauth2').Strategy as any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const StrategyV2 = require('passport-linkedin-oauth2-v2').Strategy as any;

/** The test app registered on a day (createdOn), or of the v1 era (none). */
const appOn = (createdOn?: string) => ({ ...TEST_APP, ...(createdOn ? { createdOn } : {}) });

const kit = useServiceKit({ fixtures: { apps: [TEST_APP] } });
let service: MockService;
/** A fresh service replaying `asOf`, with the test app registered on `createdOn`, for the rest of the test. */
function replay(asOf: string, createdOn?: string) {
  service = kit.use({ fixtures: { apps: [appOn(createdOn)] }, asOf });
}
beforeEach(() => replay('2015-05-11'));



/**
 * The whole sign-in through a strategy: its redirect, Ada in the dialog (or the dialog's refusal
 * straight back), its callback. Returns how the callback ended and the query the app got back.
 */
async function signIn(Strategy: any, scope?: string[]): Promise<{ end: Outcome; back: URLSearchParams }> {
  const strategy = new Strategy({ clientID: TEST_APP.apiKey, clientSecret: TEST_APP.secretKey, callbackURL: REDIRECT, ...(scope ? { scope } : {}) }, (_a: string, _r: string, profile: unknown, done: (e: unknown, u: unknown) => void) =>
    done(null, profile),
  );
  const start = await runStrategy(strategy, { query: {}, headers: {} }, { state: 'SOME STATE' });
  expect(start.kind).toBe('redirect');
  const first = await new FakeBrowser().get(start.url!);
  const refused = first.headers.get('location')?.startsWith(REDIRECT);
  const back = locationParams(refused ? first : await approve(new FakeBrowser(), start.url!, ADA));
  const end = await runStrategy(strategy, { query: Object.fromEntries(back), headers: {} });
  return { end, back };
}

describe('2015-05-12, the developer program transition (passport-linkedin-oauth2@1.6.1, node-oauth)', () => {
  it('r_fullprofile: granted on 2015-05-11; from 2015-05-12 the dialog sends invalid_scope back, the strategy fails with it', async () => {
    const before = await signIn(StrategyV1, ['r_basicprofile', 'r_fullprofile']);
    expect(before.end.kind).toBe('success');
    replay('2015-05-12');
    const after = await signIn(StrategyV1, ['r_basicprofile', 'r_fullprofile']);
    expect(Object.fromEntries(after.back)).toEqual({ error: 'invalid_scope', error_description: 'Your application has not been authorized for the scope "r_fullprofile"', state: 'SOME STATE' });
    expect(after.end.kind).toBe('error');
    expect(after.end.error.message).toBe('Your application has not been authorized for the scope "r_fullprofile"');
    // The default scope (r_basicprofile) still signs in.
    expect((await signIn(StrategyV1)).end.kind).toBe('success');
    // An app in a partner program keeps it.
    service = kit.use({ fixtures: { apps: [{ ...TEST_APP, v1Partner: true }] }, asOf: '2015-05-12' });
    expect((await signIn(StrategyV1, ['r_basicprofile', 'r_fullprofile'])).end.kind).toBe('success');
  });

  it('connections: answered on 2015-05-11, "403 … Access to connections denied" in XML from 2015-05-12; the profile stays', async () => {
    const token = () => service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile', 'r_network'] }).access_token;
    const connections = () => fetch('https://api.linkedin.com/v1/people/~/connections', { headers: { authorization: `Bearer ${token()}` } });
    expect((await connections()).status).toBe(200);
    replay('2015-05-12');
    const denied = await connections();
    expect(denied.status).toBe(403);
    expect(await denied.text()).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8" standalone="yes"\?>\n<error>\n  <status>403<\/status>\n  <timestamp>\d+<\/timestamp>\n  <request-id>[A-Z0-9]{10}<\/request-id>\n  <error-code>0<\/error-code>\n  <message>Access to connections denied<\/message>\n<\/error>/,
    );
    expect((await fetch('https://api.linkedin.com/v1/people/~', { headers: { authorization: `Bearer ${token()}` } })).status).toBe(200);
  });

  it('node-oauth: a request token with scope r_fullprofile on 2015-05-11; "oauth_problem=Scope NOT_AUTHORIZED : r_fullprofile" from 2015-05-12', async () => {
    const request = () =>
      new Promise<{ status: number; body: string }>((resolve) =>
        new OAuth('https://api.linkedin.com/uas/oauth/requestToken', 'https://api.linkedin.com/uas/oauth/accessToken', TEST_APP.apiKey, TEST_APP.secretKey, '1.0', 'https://app.example.test/callback', 'HMAC-SHA1').getOAuthRequestToken(
          { scope: 'r_basicprofile r_fullprofile' },
          (error: { statusCode: number; data: string } | null) => resolve(error ? { status: error.statusCode, body: error.data } : { status: 200, body: '' }),
        ),
      );
    expect((await request()).status).toBe(200);
    replay('2015-05-12');
    const refused = await request();
    expect(refused.status).toBe(403);
    expect(new URLSearchParams(refused.body).get('oauth_problem')).toBe('Scope NOT_AUTHORIZED : r_fullprofile');
  });
});

describe('2019-01-14, the v2 API for new apps (passport-linkedin-oauth2@2.0.0 and @1.6.1)', () => {
  it('r_liteprofile (the v2 strategy\'s default): refused on 2019-01-13 in the v1 words, signs in from 2019-01-14', async () => {
    replay('2019-01-13');
    const before = await signIn(StrategyV2);
    expect(before.back.get('error_description')).toBe('Your application has not been authorized for the scope "r_liteprofile"');
    expect(before.end.kind).toBe('error');
    replay('2019-01-14');
    const after = await signIn(StrategyV2);
    expect(after.end.kind).toBe('success');
    expect(after.end.user).toMatchObject({ id: ADA.id, name: { givenName: 'Ada', familyName: 'Lovelace' } });
  });

  it('an app registered that day: r_basicprofile and v1 work on 2019-01-13; from 2019-01-14 unauthorized_scope_error, as LinkedIn words it', async () => {
    replay('2019-01-13', '2019-01-13');
    expect((await signIn(StrategyV1)).end.kind).toBe('success');
    replay('2019-01-14', '2019-01-14');
    const after = await signIn(StrategyV1);
    expect(Object.fromEntries(after.back)).toEqual({ error: 'unauthorized_scope_error', error_description: 'Scope &quot;r_basicprofile&quot; is not authorized for your application', state: 'SOME STATE' });
    // Its v1 calls answer 410 (an app of the v1 era keeps v1 until 2019-05-01).
    const token = service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] }).access_token;
    expect((await fetch('https://api.linkedin.com/v1/people/~?format=json', { headers: { authorization: `Bearer ${token}` } })).status).toBe(410);
  });
});

describe("2019-05-01, v1's shutdown (passport-linkedin-oauth2@1.6.1's profile request, node-oauth's signed call)", () => {
  it('the strategy signs in on 2019-04-30; from 2019-05-01 its profile request answers LinkedIn\'s 410 and the strategy fails', async () => {
    replay('2019-04-30');
    expect((await signIn(StrategyV1)).end.kind).toBe('success');
    replay('2019-05-01');
    const after = await signIn(StrategyV1);
    expect(after.end.kind).toBe('error');
    expect(after.end.error.message).toBe('failed to fetch user profile');
    expect(after.end.error.oauthError.statusCode).toBe(410);
    const body = JSON.parse(after.end.error.oauthError.data);
    expect(body).toEqual({ errorCode: 0, message: 'This resource is no longer available under v1 APIs', requestId: expect.stringMatching(/^[A-Z0-9]{10}$/), status: 410, timestamp: expect.any(Number) });
    expect(Object.keys(body)).toEqual(['errorCode', 'message', 'requestId', 'status', 'timestamp']);
  });

  it('format=jsonp, as a multi-provider sign-in library sent every GET: the 410 in the callback, as recorded', async () => {
    replay('2019-05-01');
    const token = service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] }).access_token;
    const answer = await fetch(`https://api.linkedin.com/v1/people/~?format=jsonp&callback=cb&error-callback=cb&oauth2_access_token=${token}`);
    expect(await answer.text()).toMatch(/^\/\*\*\/cb\(\{"errorCode":0,"message":"This resource is no longer available under v1 APIs","requestId":"[A-Z0-9]{10}","status":410,"timestamp":\d+\}\);?$/);
  });

  it('node-oauth: the whole OAuth 1.0a flow still runs on 2019-05-01, and its signed v1 call answers 410 (200 the day before)', async () => {
    const signedMe = async () => {
      const oa = new OAuth('https://api.linkedin.com/uas/oauth/requestToken', 'https://api.linkedin.com/uas/oauth/accessToken', TEST_APP.apiKey, TEST_APP.secretKey, '1.0', 'https://app.example.test/callback', 'HMAC-SHA1');
      const request = await new Promise<{ token: string; secret: string }>((resolve, reject) => oa.getOAuthRequestToken({}, (error: unknown, token: string, secret: string) => (error ? reject(error) : resolve({ token, secret }))));
      const back = await authorizeInBrowser(new FakeBrowser(), `https://www.linkedin.com/uas/oauth/authorize?oauth_token=${request.token}`);
      const verifier = new URL(back.headers.get('location')!).searchParams.get('oauth_verifier')!;
      const access = await new Promise<{ token: string; secret: string }>((resolve, reject) =>
        oa.getOAuthAccessToken(request.token, request.secret, verifier, (error: unknown, token: string, secret: string) => (error ? reject(error) : resolve({ token, secret }))),
      );
      return new Promise<{ status: number; body: string }>((resolve) =>
        oa.get('https://api.linkedin.com/v1/people/~?format=json', access.token, access.secret, (error: { statusCode: number; data: string } | null, body: string) => resolve(error ? { status: error.statusCode, body: error.data } : { status: 200, body })),
      );
    };
    replay('2019-04-30');
    expect((await signedMe()).status).toBe(200);
    replay('2019-05-01');
    const gone = await signedMe();
    expect(gone.status).toBe(410);
    expect(JSON.parse(gone.body).message).toBe('This resource is no longer available under v1 APIs');
  });
});

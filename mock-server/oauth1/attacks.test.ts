// Issue 25, the OAuth 1.0a surface under attack, each reproduction first, under setupServer (the
// real host names): a page that holds the demo app's public consumer secret asks for a request
// token with its own callback and sends a signed-in member to authenticate (item 1); callbacks no
// redirect can carry (item 8); megabyte values that used to be kept for days or echoed whole
// (items 2 and 3); secrets in problems and the journal (item 4); a replay at the edge of the
// timestamp window (item 7). Each ends with the attacker holding nothing that works and the
// service answering normally.
import { describe, expect, it } from 'vitest';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, AUTH, TEST_APP, TEST_FIXTURES, approve, authorizeUrl } from '../../test/support/oauthFlow.js';
import { accessToken, authorizeInBrowser, formBody, requestToken, signRequest, signedFetch, type SignOptions } from '../../test/support/oauth1Client.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import {
  JOURNAL_HEADER_CHARS,
  MAX_NONCES,
  OAUTH1_PARAM_MAX_CHARS,
  OAUTH1_PROBLEM_ADVICE_CHARS,
  OAUTH1_TIMESTAMP_WINDOW_SECONDS,
} from '../defaults.js';
import { DEMO_APP } from '../seed/demoAccounts.js';
import { createNonceStore } from '../store/nonces.js';

const API = 'https://api.linkedin.com';
const ATTACKER = 'https://attacker.example/steal';
const DEMO = { consumerKey: DEMO_APP.apiKey, consumerSecret: DEMO_APP.secretKey };

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

/** The attacker's request token request: the demo app's public key and secret, PLAINTEXT (no crypto), its own callback. */
const attackerRequestToken = (callback: string, extra: Partial<SignOptions> = {}) =>
  signedFetch({ method: 'POST', url: `${API}/uas/oauth/requestToken`, ...DEMO, signatureMethod: 'PLAINTEXT', timestamp: null, nonce: null, oauth: { oauth_callback: callback }, ...extra });

/** The test app as one that lists no redirect URL (fixtures always list one; a record without is the rule's other branch). */
const listsNoRedirectUrl = () => void (kit.service.context.directory.apps.get(TEST_APP.apiKey)!.redirectUrls = []);

/** Ada signed in on the auth host, with a grant for `apiKey`, in a browser of her own. */
async function victimWithGrant(apiKey: string, redirectUri: string): Promise<FakeBrowser> {
  const browser = new FakeBrowser();
  const back = await approve(browser, authorizeUrl('current', { client_id: apiKey, redirect_uri: redirectUri, scope: 'r_basicprofile' }));
  expect(back.headers.get('location')).toContain('code=');
  return browser;
}

describe('item 1: a page with the app key sends a signed-in member to authenticate with its own callback', () => {
  // LinkedIn honours any oauth_callback, so the attacker gets its request token; what keeps the verifier
  // from it is that authenticate returns silently only to a registered callback (and the Host allow-list,
  // e2e/dnsRebinding): for any other, the member sees the consent page and must click.
  it('the request token for an unregistered callback is issued, as LinkedIn issues it, but authenticate shows the victim the consent page instead of redirecting', async () => {
    const browser = await victimWithGrant(DEMO_APP.apiKey, DEMO_APP.redirectUrls[0]!);
    const issued = await attackerRequestToken(ATTACKER);
    expect(issued.status).toBe(200);
    const { oauth_token } = await formBody(issued);
    const silent = await browser.get(`${AUTH}/uas/oauth/authenticate?oauth_token=${oauth_token}`);
    expect(silent.headers.get('location') ?? '').not.toContain('attacker.example');
    const shown = await browser.followOnHost(silent, `${AUTH}/uas/oauth/authenticate?oauth_token=${oauth_token}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('value="allow"');
    expect(kit.service.context.requestTokens.check(oauth_token!).status).toBe('pending');
    // The registered callback gets the silent redirect (query ignored when matching, as for OAuth 2.0).
    const own = await formBody(await attackerRequestToken(`${DEMO_APP.redirectUrls[0]}?next=/home`));
    const back = await browser.get(`${AUTH}/uas/oauth/authenticate?oauth_token=${own.oauth_token}`);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:8787\/demo\/callback\?next=%2Fhome&oauth_token=|^http:\/\/127\.0\.0\.1:8787\/demo\/callback\?next=\/home&oauth_token=/);
  });

  it('an app that lists no redirect URL may name any callback, but its members are never sent to it without a click', async () => {
    listsNoRedirectUrl();
    // Ada granted the app before (over OAuth 2.0 there is no redirect URL to use, so mint the grant through a 1.0a flow with oob).
    const browser = new FakeBrowser();
    const first = await requestToken(AUTH, { callback: 'oob' });
    await authorizeInBrowser(browser, `${AUTH}/uas/oauth/authorize?oauth_token=${first.token}`, ADA);
    expect(kit.service.admin.grants().some((grant) => grant.apiKey === TEST_APP.apiKey && grant.memberId === ADA.id)).toBe(true);

    const attack = await requestToken(API, { callback: ATTACKER });
    const silent = await browser.get(`${AUTH}/uas/oauth/authenticate?oauth_token=${attack.token}`);
    // Not a redirect to the attacker: the dialog, where Ada sees the app and decides.
    expect(silent.headers.get('location') ?? '').not.toContain('attacker.example');
    const shown = await browser.followOnHost(silent, `${AUTH}/uas/oauth/authenticate?oauth_token=${attack.token}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('value="allow"');
    expect(kit.service.context.requestTokens.check(attack.token).status).toBe('pending');
  });

  it('a registered callback still gets the silent redirect "Sign in with LinkedIn" promises', async () => {
    const browser = await victimWithGrant(TEST_APP.apiKey, TEST_APP.redirectUrls[0]!);
    const request = await requestToken(API, { callback: TEST_APP.redirectUrls[0] });
    const back = await browser.get(`${AUTH}/uas/oauth/authenticate?oauth_token=${request.token}`);
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(TEST_APP.redirectUrls[0]);
    const verifier = location.searchParams.get('oauth_verifier')!;
    expect((await accessToken(API, request, verifier)).token).toBeTruthy();
  });
});

describe('item 8: callbacks no redirect can carry', () => {
  it.each([
    ['CR LF (a header injection)', 'https://app.example.test/callback\r\nSet-Cookie: x=1'],
    ['NUL', 'https://app.example.test/callback\u0000'],
    ['U+2028', 'https://app.example.test/callback\u2028x'],
    ['a space', 'https://app.example.test/call back'],
    ['non-ASCII', 'https://app.example.test/callbäck'],
  ])('%s: refused at the request token with parameter_rejected, never a 500', async (_, callback) => {
    listsNoRedirectUrl();
    const response = await signedFetch({ method: 'POST', url: `${API}/uas/oauth/requestToken`, oauth: { oauth_callback: callback } });
    expect(response.status).toBe(400);
    expect(await formBody(response)).toMatchObject({ oauth_problem: 'parameter_rejected', oauth_parameters_rejected: 'oauth_callback' });
    expect(kit.service.context.requestTokens.all()).toEqual([]);
  });
});

describe('items 2 and 3: megabyte values', () => {
  it('a 1 MiB oauth_callback is refused, not kept for seven days', async () => {
    const huge = `https://app.example.test/callback?${'a'.repeat(1024 * 1024 - 40)}`;
    for (let i = 0; i < 5; i++) {
      const response = await attackerRequestToken(huge, { transport: 'body' });
      expect(response.status).toBe(400);
      const body = await formBody(response);
      expect(body.oauth_problem_advice).toMatch(new RegExp(`at most ${OAUTH1_PARAM_MAX_CHARS}`));
      expect(JSON.stringify(body).length).toBeLessThan(4096);
    }
    expect(kit.service.context.requestTokens.all()).toEqual([]);
  });

  it('a wrong signature over a 1 MiB body: the problem, its WWW-Authenticate and the journal entry stay small', async () => {
    const form: [string, string][] = [['comment', 'x'.repeat(1024 * 1024 - 100)]];
    const response = await signedFetch({ method: 'POST', url: `${API}/uas/oauth/requestToken`, consumerSecret: 'wrong', form, oauth: { oauth_callback: 'oob' } });
    expect(response.status).toBe(401);
    const challenge = response.headers.get('www-authenticate')!;
    expect(challenge).toMatch(/oauth_problem="signature_invalid"/);
    expect(challenge.length).toBeLessThan(3 * OAUTH1_PROBLEM_ADVICE_CHARS + 1024);
    const body = await formBody(response);
    expect(body.oauth_problem_advice!.length).toBeLessThanOrEqual(OAUTH1_PROBLEM_ADVICE_CHARS + 40);
    expect(body.oauth_problem_advice).toMatch(/… \(cut: \d+ characters\)/);
    const [entry] = kit.service.admin.requests();
    expect(entry!.responseHeaders['www-authenticate']!.length).toBeLessThanOrEqual(JOURNAL_HEADER_CHARS + 40);
    expect(JSON.stringify(entry).length).toBeLessThan(16 * 1024);
  });

  it('a scope name of a megabyte is not echoed whole', async () => {
    const response = await signedFetch({ method: 'POST', url: `${API}/uas/oauth/requestToken`, form: [['scope', 'y'.repeat(512 * 1024)]], oauth: { oauth_callback: 'oob' } });
    expect(response.status).toBe(403);
    expect((await response.text()).length).toBeLessThan(8 * 1024);
    expect(response.headers.get('www-authenticate')!.length).toBeLessThan(8 * 1024);
  });

  it('the nonce store holds at most MAX_NONCES, and nonces past the length limit are refused', async () => {
    const store = createNonceStore(kit.service.context.clock, 50);
    const now = Math.floor(kit.service.context.clock.now() / 1000);
    for (let i = 0; i < 200; i++) expect(store.use(`k${i}`, now, 300)).toBe(true);
    expect(store.size()).toBe(50);
    expect(MAX_NONCES).toBeGreaterThan(1000);
    const long = await signedFetch({ method: 'POST', url: `${API}/uas/oauth/requestToken`, nonce: 'n'.repeat(10_000), oauth: { oauth_callback: 'oob' } });
    expect(long.status).toBe(400);
    expect(await formBody(long)).toMatchObject({ oauth_problem: 'parameter_rejected', oauth_parameters_rejected: 'oauth_nonce' });
  });
});

describe('item 4: secrets in problems and the journal', () => {
  it('a failed PLAINTEXT signature does not echo the secrets it carried', async () => {
    const response = await signedFetch({ method: 'POST', url: `${API}/uas/oauth/requestToken`, signatureMethod: 'PLAINTEXT', consumerSecret: 'almost-the-secret', timestamp: null, nonce: null, oauth: { oauth_callback: 'oob' } });
    expect(response.status).toBe(401);
    const text = (await response.text()) + response.headers.get('www-authenticate');
    expect(text).not.toContain('almost-the-secret');
    expect(JSON.stringify(kit.service.admin.requests())).not.toContain('almost-the-secret');
  });

  it('a failed HMAC signature shows the base string with oauth_token and oauth_verifier redacted', async () => {
    const request = await requestToken(API, { callback: 'oob' });
    const browser = new FakeBrowser();
    const pin = await (await authorizeInBrowser(browser, `${AUTH}/uas/oauth/authorize?oauth_token=${request.token}`, ADA)).text();
    const verifier = /\b(\d{5})\b/.exec(pin)![1]!;
    const response = await signedFetch({ method: 'POST', url: `${API}/uas/oauth/accessToken`, token: request.token, tokenSecret: 'wrong', oauth: { oauth_verifier: verifier } });
    expect(response.status).toBe(401);
    const advice = (await formBody(response)).oauth_problem_advice!;
    expect(advice).toMatch(/oauth_verifier%3DREDACTED/);
    expect(advice).toMatch(/oauth_token%3DREDACTED/);
    expect(advice).not.toContain(`oauth_verifier%3D${verifier}`);
    const refusal = JSON.stringify(kit.service.admin.requests({ status: 401 }));
    expect(refusal).toContain('signature_invalid');
    for (const secret of [request.token, request.secret, `oauth_verifier%253D${verifier}`]) expect(refusal).not.toContain(secret);
    expect(JSON.stringify(kit.service.admin.requests())).not.toContain(request.secret);
  });

  it('xoauth_oauth2_access_token is redacted in the journal, in the query and in a form body', async () => {
    const { access_token: secret } = kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey });
    await signedFetch({ method: 'POST', url: `${API}/uas/oauth/accessToken?xoauth_oauth2_access_token=${secret}` });
    await signedFetch({ method: 'POST', url: `${API}/uas/oauth/accessToken`, form: [['xoauth_oauth2_access_token', secret]] });
    const journal = JSON.stringify(kit.service.admin.requests());
    expect(journal).toContain('xoauth_oauth2_access_token=REDACTED');
    expect(journal).not.toContain(secret);
  });
});

describe('item 7: a captured signed call replayed at the edge of the window', () => {
  it('is refused as a replay however the clock has moved within the window', async () => {
    const timestamp = 1_700_000_000;
    kit.service.admin.setClock({ now: timestamp * 1000 });
    const captured = signRequest({ method: 'POST', url: `${API}/uas/oauth/requestToken`, timestamp, oauth: { oauth_callback: 'oob' } });
    expect((await fetch(captured.url, captured.init)).status).toBe(200);
    // The last half second in which the timestamp is still accepted…
    kit.service.admin.setClock({ now: (timestamp + OAUTH1_TIMESTAMP_WINDOW_SECONDS) * 1000 + 500 });
    // …and enough other signed calls for the store to sweep its stale nonces.
    for (let i = 0; i < 260; i++) {
      const other = await signedFetch({ method: 'POST', url: `${API}/uas/oauth/requestToken`, timestamp: timestamp + OAUTH1_TIMESTAMP_WINDOW_SECONDS, oauth: { oauth_callback: 'oob' } });
      expect(other.status).toBe(200);
    }
    const replay = await fetch(captured.url, captured.init);
    expect(replay.status).toBe(401);
    expect((await formBody(replay)).oauth_problem).toBe('nonce_used');
  });
});

import { describe, expect, it } from 'vitest';
import { createContext } from '../../state/createContext.js';
import { createClock } from '../../store/clock.js';
import { createNonceStore } from '../../store/nonces.js';
import { createRequestTokenStore } from '../../store/requestTokens.js';
import { createTokenStore } from '../../store/tokens.js';
import type { AppRecord } from '../../store/types.js';
import { OAuth1Problem } from '../errors.js';
import type { SignedRequest } from '../readSignedRequest.js';
import { protocolParamsRule } from './protocolParamsRule.js';
import { consumerRule } from './consumerRule.js';
import { timestampRule } from './timestampRule.js';
import { nonceRule } from './nonceRule.js';
import { callbackRule } from './callbackRule.js';
import { scopeParamRule } from './scopeParamRule.js';
import { requestTokenRule } from './requestTokenRule.js';
import { oauth2TokenRule } from './oauth2TokenRule.js';
import { accessTokenRule } from './accessTokenRule.js';

const APP = { apiKey: 'k', secretKey: 's', name: 'App', redirectUrls: ['https://a.example/cb'], defaultScope: ['r_basicprofile'], developers: [], jsOrigins: [] } as AppRecord;
const GOOD = { oauth_consumer_key: 'k', oauth_signature_method: 'HMAC-SHA1', oauth_signature: 'sig', oauth_timestamp: '1300000000', oauth_nonce: 'n' };

function signed(oauth: Record<string, string>, other = ''): SignedRequest {
  return { method: 'GET', baseUri: 'https://h/p', params: [], oauth: new Map(Object.entries(oauth)), other: new URLSearchParams(other), transport: 'header' };
}

/** The problem `run` throws. */
function problem(run: () => unknown): OAuth1Problem {
  try {
    run();
  } catch (error) {
    if (error instanceof OAuth1Problem) return error;
    throw error;
  }
  throw new Error('expected an OAuth1Problem');
}

describe('protocolParamsRule', () => {
  it('reads the parameters; an empty oauth_token is no token (RFC 5849 2.1)', () => {
    expect(protocolParamsRule(signed({ ...GOOD, oauth_token: '' }), null)).toEqual({ consumerKey: 'k', signatureMethod: 'HMAC-SHA1', signature: 'sig', timestamp: 1300000000, nonce: 'n' });
  });

  it('names every missing or empty parameter at once: parameter_absent, 400', () => {
    const p = problem(() => protocolParamsRule(signed({ oauth_consumer_key: 'k', oauth_nonce: '' }), null));
    expect([p.problem, p.status]).toEqual(['parameter_absent', 400]);
    expect(p.extra).toEqual([['oauth_parameters_absent', 'oauth_signature_method&oauth_signature&oauth_timestamp&oauth_nonce']]);
  });

  it('PLAINTEXT needs no timestamp or nonce (RFC 5849 3.1)', () => {
    expect(protocolParamsRule(signed({ oauth_consumer_key: 'k', oauth_signature_method: 'PLAINTEXT', oauth_signature: 's&' }), null).timestamp).toBeUndefined();
  });

  it.each([
    ['RSA-SHA1', /not supported; sign with HMAC-SHA1/],
    ['HMAC-SHA256', /not supported/],
  ])('signature method %s → signature_method_rejected', (method, advice) => {
    const p = problem(() => protocolParamsRule(signed({ ...GOOD, oauth_signature_method: method }), null));
    expect(p.problem).toBe('signature_method_rejected');
    expect(p.advice).toMatch(advice);
  });

  it('PLAINTEXT where the https rule refuses the request → signature_method_rejected saying why', () => {
    const p = problem(() => protocolParamsRule(signed({ ...GOOD, oauth_signature_method: 'PLAINTEXT' }), "this one came over plain http ('lan.example' is not a loopback host)."));
    expect(p.problem).toBe('signature_method_rejected');
    expect(p.advice).toMatch(/only accepted over https: this one came over plain http/);
  });

  it.each(['1.0a', '2.0', ''])('oauth_version %j → version_rejected with oauth_acceptable_versions', (version) => {
    const p = problem(() => protocolParamsRule(signed({ ...GOOD, oauth_version: version }), null));
    expect(p.problem).toBe('version_rejected');
    expect(p.extra).toEqual([['oauth_acceptable_versions', '1.0-1.0']]);
  });

  it.each(['-5', '1.5', 'now', '0'])('oauth_timestamp %j → parameter_rejected', (timestamp) => {
    expect(problem(() => protocolParamsRule(signed({ ...GOOD, oauth_timestamp: timestamp }), null)).problem).toBe('parameter_rejected');
  });
});

describe('consumerRule', () => {
  it('an unknown consumer key → consumer_key_unknown, 401, "No consumer found for key" on REST', () => {
    const ctx = createContext();
    expect(consumerRule(ctx.directory, 'demo-api-key').name).toBeTruthy();
    const p = problem(() => consumerRule(ctx.directory, 'nope'));
    expect([p.problem, p.status]).toEqual(['consumer_key_unknown', 401]);
    expect(p.restMessage).toMatch(/^\[unauthorized\]\. No consumer found for key nope\. /);
  });
});

describe('timestampRule', () => {
  const now = 1_300_000_000_000;
  it('accepts up to 300 s either way, refuses beyond with oauth_acceptable_timestamps', () => {
    expect(() => timestampRule(1_300_000_300, now, 300)).not.toThrow();
    expect(() => timestampRule(1_299_999_700, now, 300)).not.toThrow();
    const p = problem(() => timestampRule(1_300_000_301, now, 300));
    expect([p.problem, p.status]).toEqual(['timestamp_refused', 401]);
    expect(p.extra).toEqual([['oauth_acceptable_timestamps', '1299999700-1300000300']]);
    expect(problem(() => timestampRule(1_299_999_699, now, 300)).problem).toBe('timestamp_refused');
  });
});

describe('nonceRule', () => {
  it('a nonce works once per consumer, token and timestamp', () => {
    const nonces = createNonceStore(createClock(1_300_000_000_000));
    const params = { consumerKey: 'k', signatureMethod: 'HMAC-SHA1' as const, signature: 's', timestamp: 1_300_000_000, nonce: 'n1', token: 't' };
    nonceRule(nonces, params, 300);
    expect(problem(() => nonceRule(nonces, params, 300)).problem).toBe('nonce_used');
    // The same nonce with another timestamp, token or consumer is another combination.
    nonceRule(nonces, { ...params, timestamp: 1_300_000_001 }, 300);
    nonceRule(nonces, { ...params, token: 'u' }, 300);
    nonceRule(nonces, { ...params, consumerKey: 'k2' }, 300);
  });

  it('forgets nonces whose timestamp left the window (they are refused for their timestamp anyway)', () => {
    const clock = createClock(1_300_000_000_000);
    const nonces = createNonceStore(clock);
    expect(nonces.use('old', 1_300_000_000, 300)).toBe(true);
    clock.advance(301_000);
    for (let i = 0; i < 256; i++) nonces.use(`fresh-${i}`, 1_300_000_301, 300);
    expect(nonces.use('old', 1_300_000_000, 300)).toBe(true);
    expect(nonces.use('fresh-1', 1_300_000_301, 300)).toBe(false);
  });
});

describe('callbackRule', () => {
  it('takes oob or an absolute http(s) URL, registered or not', () => {
    expect(callbackRule(signed({ oauth_callback: 'oob' }))).toBe('oob');
    expect(callbackRule(signed({ oauth_callback: 'http://localhost:4000/auth/linkedin/callback?x=1' }))).toBe('http://localhost:4000/auth/linkedin/callback?x=1');
  });

  it("missing or empty (passport-oauth1 without callbackURL): the app's first redirect URL, or oob for an app that lists none", () => {
    const app = { name: 'App', redirectUrls: ['https://app.example/cb', 'https://app.example/other'] };
    expect(callbackRule(signed({}), app)).toBe('https://app.example/cb');
    expect(callbackRule(signed({ oauth_callback: '' }), app)).toBe('https://app.example/cb');
    expect(callbackRule(signed({}))).toBe('oob');
    expect(callbackRule(signed({ oauth_callback: 'https://elsewhere.example/cb' }), app)).toBe('https://elsewhere.example/cb');
  });

  it.each([
    ['relative', { oauth_callback: '/callback' }, 'parameter_rejected'],
    ['javascript:', { oauth_callback: 'javascript:alert(1)' }, 'parameter_rejected'],
    ['with #', { oauth_callback: 'https://a.example/cb#x' }, 'parameter_rejected'],
  ])('oauth_callback %s → %s', (_, oauth, expected) => {
    expect(problem(() => callbackRule(signed(oauth))).problem).toBe(expected);
  });
});

describe('scopeParamRule', () => {
  it('defaults to r_basicprofile (the legacy flow’s default), also for an empty scope', () => {
    expect(scopeParamRule(new URLSearchParams())).toEqual(['r_basicprofile']);
    expect(scopeParamRule(new URLSearchParams('scope='))).toEqual(['r_basicprofile']);
  });

  it('separates with spaces, + (a space once decoded) or %2B, from the query and the body alike; a repeat counts once', () => {
    expect(scopeParamRule(new URLSearchParams('scope=r_basicprofile+r_emailaddress'))).toEqual(['r_basicprofile', 'r_emailaddress']);
    expect(scopeParamRule(new URLSearchParams('scope=r_network%2Brw_nus&scope=r_network'))).toEqual(['r_network', 'rw_nus']);
  });

  it.each([
    ['r_fulprofile', /did you mean 'r_fullprofile'/],
    ['r_basicprofile,r_emailaddress', /not commas/],
    ['admin', /the scopes are r_basicprofile/],
  ])('unknown scope %s → 403 "Scope NOT_AUTHORIZED : <scope>"', (scope, advice) => {
    const p = problem(() => scopeParamRule(new URLSearchParams({ scope })));
    expect([p.problem, p.status]).toEqual([`Scope NOT_AUTHORIZED : ${scope}`, 403]);
    expect(p.advice).toMatch(advice);
  });
});

describe('requestTokenRule', () => {
  function setup() {
    const clock = createClock(1_300_000_000_000);
    const store = createRequestTokenStore(clock);
    const record = store.issue({ apiKey: 'k', callback: 'oob', scopes: ['r_basicprofile'], lifetimeSeconds: 599 });
    return { clock, store, record };
  }

  it('an authorized request token with its verifier is exchanged once', () => {
    const { store, record } = setup();
    const verifier = store.authorize(record.token, 'm1', 300);
    expect(verifier).toMatch(/^\d{5}$/);
    expect(requestTokenRule(store, record, verifier, 0)).toEqual({ memberId: 'm1' });
    expect(problem(() => requestTokenRule(store, record, verifier, 0)).problem).toBe('token_rejected');
  });

  it.each([
    ['not authorized yet', (s: ReturnType<typeof setup>) => void s, 'permission_unknown'],
    ['refused by the member', (s: ReturnType<typeof setup>) => s.store.deny(s.record.token), 'permission_denied'],
    ['expired before authorization (599 s)', (s: ReturnType<typeof setup>) => s.clock.advance(599_000), 'token_expired'],
    ['authorized but the verifier expired (300 s)', (s: ReturnType<typeof setup>) => (s.store.authorize(s.record.token, 'm1', 300), s.clock.advance(300_000)), 'token_expired'],
    ['revoked after authorization', (s: ReturnType<typeof setup>) => (s.store.authorize(s.record.token, 'm1', 300), s.store.invalidate('k', 'm1')), 'token_revoked'],
  ])('%s → %s', (_, arrange, expected) => {
    const s = setup();
    arrange(s);
    expect(problem(() => requestTokenRule(s.store, s.record, '00000', 0)).problem).toBe(expected);
  });

  it('a missing verifier → parameter_absent (the token stays usable); a wrong one → 401 and the token is used up', () => {
    const { store, record } = setup();
    const verifier = store.authorize(record.token, 'm1', 300);
    expect(problem(() => requestTokenRule(store, record, undefined, 0)).problem).toBe('parameter_absent');
    const wrong = verifier === '12345' ? '54321' : '12345';
    const p = problem(() => requestTokenRule(store, record, wrong, 0));
    expect([p.problem, p.status, p.extra]).toEqual(['parameter_rejected', 401, [['oauth_parameters_rejected', 'oauth_verifier']]]);
    expect(problem(() => requestTokenRule(store, record, verifier, 0)).problem).toBe('token_rejected');
  });
});

describe('oauth2TokenRule (the framework token exchange)', () => {
  const clock = createClock(1_300_000_000_000);
  const tokens = createTokenStore(clock);
  const framework = tokens.issue({ apiKey: 'k', memberId: 'm1', scopes: ['r_basicprofile'], lifetimeSeconds: 1800 });

  it('takes a live OAuth 2.0 token of the signing app', () => {
    expect(oauth2TokenRule(tokens, APP, [framework.token], clock.now()).memberId).toBe('m1');
  });

  it.each([
    ['missing', () => [], 'parameter_absent'],
    ['sent twice', () => [framework.token, framework.token], 'parameter_rejected'],
    ['unknown', () => ['nope'], 'token_rejected'],
    ['of another app', () => [tokens.issue({ apiKey: 'other', memberId: 'm1', scopes: [] }).token], 'token_rejected'],
    ['an OAuth 1.0a token', () => [tokens.issue({ apiKey: 'k', memberId: 'm1', scopes: [], oauth1: true }).token], 'token_rejected'],
    ['expired', () => [tokens.issue({ apiKey: 'k', memberId: 'm1', scopes: [], lifetimeSeconds: 0 }).token], 'token_expired'],
  ])('%s → %s', (_, values, expected) => {
    expect(problem(() => oauth2TokenRule(tokens, APP, values(), clock.now())).problem).toBe(expected);
  });
});

describe('accessTokenRule (signed API calls)', () => {
  const tokens = createTokenStore(createClock(0));
  const oauth1 = tokens.issue({ apiKey: 'k', memberId: 'm1', scopes: [], oauth1: true });

  it('finds an OAuth 1.0a token of the signing app and its secret (UUIDs, like the real service’s)', () => {
    expect(oauth1.token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(accessTokenRule(tokens, oauth1.token, APP)).toEqual({ secret: oauth1.tokenSecret, value: oauth1 });
  });

  it.each([
    ['no token (two-legged)', undefined, 'parameter_absent', /no two-legged calls/],
    ['an unknown token', 'nope', 'token_rejected', /^\[unauthorized\]\. The token used in the OAuth request is not valid\. nope\. /],
    ['an OAuth 2.0 token', tokens.issue({ apiKey: 'k', memberId: 'm1', scopes: [] }).token, 'token_rejected', /OAuth 2\.0 token: send it as Authorization: Bearer/],
    ['another app’s token', tokens.issue({ apiKey: 'other', memberId: 'm1', scopes: [], oauth1: true }).token, 'token_rejected', /another application/],
  ])('%s → %s', (_, token, expected, message) => {
    const p = problem(() => accessTokenRule(tokens, token, APP));
    expect(p.problem).toBe(expected);
    expect(p.restMessage).toMatch(message);
  });
});

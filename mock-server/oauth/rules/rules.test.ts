// Plain-function tests of the rule modules (the handler tests cover them through HTTP).
import { describe, expect, it } from 'vitest';
import { httpsProblem, isLoopbackHost } from './httpsProblem.js';
import { redirectUriAllowed, withoutQuery } from '../../apps/redirectUrls.js';
import { readParam } from './readParam.js';
import { scopeRule, suggestScope } from './scopeRule.js';
import { grantCovers, sameScopes } from './grantCovers.js';
import { withParams } from '../../http/withParams.js';
import { constantEquals } from '../../crypto/constantEquals.js';
import { htmlEscape } from '../../views/htmlEscape.js';
import { appFromFixture } from '../../apps/appFromFixture.js';

const app = appFromFixture({ apiKey: 'k', secretKey: 's', name: 'A', redirectUrls: ['https://a.example/cb'], defaultScope: ['r_network'] });

describe('httpsRequired', () => {
  it('knows loopback hosts', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['example.com', '10.0.0.1', '127.0.0.1.example.com', 'localhost.example.com']) expect(isLoopbackHost(host), host).toBe(false);
  });
  it('https always passes; http only from loopback and only when not strict', () => {
    expect(httpsProblem(new Request('https://x.example/a'), true)).toBeNull();
    expect(httpsProblem(new Request('http://localhost/a'), false)).toBeNull();
    expect(httpsProblem(new Request('http://localhost/a'), true)).toMatch(/--strict-https/);
    expect(httpsProblem(new Request('http://x.example/a'), false)).toMatch(/Use https:\/\/x\.example\/a/);
  });
});

describe('redirectUriAllowed', () => {
  it('ignores query strings on both sides and compares the rest exactly [F-OAUTH2-006]', () => {
    expect(withoutQuery('https://a/cb?x=1')).toBe('https://a/cb');
    expect(redirectUriAllowed({ redirectUrls: ['https://a.example/cb?ignored'] }, 'https://a.example/cb?state=1')).toBe(true);
    expect(redirectUriAllowed({ redirectUrls: ['https://a.example/cb'] }, 'https://a.example/cb/')).toBe(false);
    expect(redirectUriAllowed({ redirectUrls: ['https://a.example/cb'] }, 'http://a.example/cb')).toBe(false);
    expect(redirectUriAllowed({ redirectUrls: ['https://a.example/cb'] }, 'https://a.example:443/cb')).toBe(false);
  });
});

describe('withParams', () => {
  it('appends without re-encoding the app\'s own query', () => {
    expect(withParams('https://a/cb', [['code', 'c']])).toBe('https://a/cb?code=c');
    expect(withParams('https://a/cb?x=%20+', [['code', 'c d']])).toBe('https://a/cb?x=%20+&code=c%20d');
    expect(withParams('https://a/cb?', [['code', 'c']])).toBe('https://a/cb?code=c');
  });
});

describe('readParam', () => {
  it('tells missing, empty, repeated and ok apart', () => {
    expect(readParam(new URLSearchParams(''), 'a')).toEqual({ kind: 'missing' });
    expect(readParam(new URLSearchParams('a=%20'), 'a')).toEqual({ kind: 'empty' });
    expect(readParam(new URLSearchParams('a=1&a=1'), 'a')).toEqual({ kind: 'repeated', count: 2 });
    expect(readParam(new URLSearchParams('a=1'), 'a')).toEqual({ kind: 'ok', value: '1' });
  });
});

describe('scopeRule', () => {
  it('defaults: app default scope (current), r_basicprofile (legacy) [F-OAUTH2-015]', () => {
    expect(scopeRule(new URLSearchParams(''), app, 'current')).toEqual(['r_network']);
    expect(scopeRule(new URLSearchParams(''), app, 'legacy')).toEqual(['r_basicprofile']);
  });
  it('splits on spaces, keeps order, suggests spellings', () => {
    expect(scopeRule(new URLSearchParams('scope=rw_nus  r_basicprofile'), app, 'current')).toEqual(['rw_nus', 'r_basicprofile']);
    expect(suggestScope('R_BASICPROFILE')).toBe('r_basicprofile');
    expect(suggestScope('completely_different_thing')).toBeUndefined();
    expect(() => scopeRule(new URLSearchParams('scope=R_NETWORK'), app, 'current')).toThrow(/did you mean 'r_network'/);
  });
});

describe('grantCovers', () => {
  const grant = { memberId: 'm', apiKey: 'k', scopes: ['r_network', 'rw_nus'] as const, grantedAt: 0, lastUsedAt: 1000 };
  it('exactly the same scopes, any order; not more, not fewer', () => {
    expect(sameScopes(['rw_nus', 'r_network'], grant.scopes)).toBe(true);
    expect(grantCovers({ ...grant, scopes: [...grant.scopes] }, ['r_network'], 2000, 60)).toBe(false);
    expect(grantCovers({ ...grant, scopes: [...grant.scopes] }, ['r_network', 'rw_nus', 'w_messages'], 2000, 60)).toBe(false);
    expect(grantCovers(undefined, ['r_network'], 2000, 60)).toBe(false);
  });
  it('lasts a token lifetime from its last use', () => {
    expect(grantCovers({ ...grant, scopes: [...grant.scopes] }, ['rw_nus', 'r_network'], 1000 + 59_999, 60)).toBe(true);
    expect(grantCovers({ ...grant, scopes: [...grant.scopes] }, ['rw_nus', 'r_network'], 1000 + 60_000, 60)).toBe(false);
  });
});

describe('security helpers', () => {
  it('constantEquals', () => {
    expect(constantEquals('secret', 'secret')).toBe(true);
    expect(constantEquals('secret', 'secreT')).toBe(false);
    expect(constantEquals('secret', 'secret2')).toBe(false);
    expect(constantEquals('', '')).toBe(true);
  });
  it('htmlEscape', () => {
    expect(htmlEscape(`<a href="x" onclick='y'>&\`</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;');
  });
});

import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { AUTH, REDIRECT, TEST_APP, TEST_FIXTURES, exchange } from '../../test/support/oauthFlow.js';

const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 1) });

const post = (body: unknown) =>
  fetch(`${AUTH}/__admin/codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('issueCode / POST /__admin/codes: a code without a browser', () => {
  it('gives a code the token endpoint exchanges for a token that calls the API as the member', async () => {
    const response = await post({ memberId: 'aZ3kq9XbW1', apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] });
    expect(response.status).toBe(200);
    const issued = await response.json();
    expect(issued).toEqual({ code: expect.any(String), redirect_uri: REDIRECT, expires_in: 60 });
    const token = await (await exchange('current', { code: issued.code, redirect_uri: issued.redirect_uri })).json();
    const me = await fetch(`${AUTH}/v1/people/~:(id)?format=json`, { headers: { authorization: `Bearer ${token.access_token}` } });
    expect(await me.json()).toEqual({ id: 'aZ3kq9XbW1' });
    // Like the dialog's Allow, it records the grant, so revoking the app ends the token.
    expect(kit.service.admin.grants()).toMatchObject([{ memberId: 'aZ3kq9XbW1', apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile'] }]);
  });

  it('defaults to the demo app, its default scope and its first redirect URL; the code is single-use', async () => {
    const { code, redirect_uri } = kit.service.admin.issueCode({ memberId: 'aZ3kq9XbW1' });
    const demo = kit.service.context.directory.apps.get('demo-api-key')!;
    expect(redirect_uri).toBe(demo.redirectUrls[0]);
    expect(kit.service.context.codes.check(code)).toMatchObject({ status: 'valid', record: { apiKey: 'demo-api-key', scopes: demo.defaultScope } });
    const body = { code, redirect_uri, client_id: 'demo-api-key', client_secret: demo.secretKey };
    expect((await exchange('current', body)).status).toBe(200);
    expect((await exchange('current', body)).status).toBe(400);
  });

  it('honours the code lifetime and the token length settings', async () => {
    kit.use({ codeLifetimeSeconds: 5, tokenLength: 64 });
    const { code, expires_in } = kit.service.admin.issueCode({ memberId: 'aZ3kq9XbW1', apiKey: TEST_APP.apiKey });
    expect(expires_in).toBe(5);
    const { access_token } = await (await exchange('current', { code })).json();
    expect(access_token).toHaveLength(64);
    const late = kit.service.admin.issueCode({ memberId: 'aZ3kq9XbW1', apiKey: TEST_APP.apiKey });
    kit.service.admin.setClock({ advanceSeconds: 5 });
    expect((await (await exchange('current', { code: late.code })).json()).error_description).toMatch(/expired/);
  });

  it('accepts a registered redirect URL with a query string, as the dialog does', async () => {
    const { redirect_uri } = kit.service.admin.issueCode({ memberId: 'aZ3kq9XbW1', apiKey: TEST_APP.apiKey, redirectUri: `${REDIRECT}?from=test` });
    expect(redirect_uri).toBe(`${REDIRECT}?from=test`);
  });

  it.each([
    [[], 400, /JSON object|Send \{"memberId"/],
    [{}, 400, /'memberId' is required/],
    [{ memberId: 'nobody' }, 404, /no member with the id 'nobody'/],
    [{ memberId: 'aZ3kq9XbW1', apiKey: 'nope' }, 404, /no app with the API key 'nope'/],
    [{ memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofil'] }, 400, /not a known scope; did you mean 'r_basicprofile'/],
    [{ memberId: 'aZ3kq9XbW1', scopes: 'r_basicprofile' }, 400, /'scopes' must be a list/],
    [{ memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_basicprofile'] }, 400, /more than once/],
    [{ memberId: 'aZ3kq9XbW1', apiKey: TEST_APP.apiKey, redirectUri: 'https://evil.example/cb' }, 400, /does not match the redirect URLs registered/],
    [{ memberId: 'aZ3kq9XbW1', redirect_uri: REDIRECT }, 400, /Unknown field 'redirect_uri'/],
  ])('refuses %j with %i, saying why', async (body, status, message) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
    expect(() => kit.service.admin.issueCode(body as never)).toThrow(message);
    expect(kit.service.admin.codes()).toEqual([]);
    expect(kit.service.admin.grants()).toEqual([]);
  });
});

describe('tokenLength holds for every access token', () => {
  it('admin tokens and context.tokens.issue have the configured length; OAuth 1.0a tokens keep their UUID form', () => {
    kit.use({ tokenLength: 100 });
    expect(kit.service.admin.issueToken({ memberId: 'aZ3kq9XbW1' }).access_token).toHaveLength(100);
    expect(kit.service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] }).token).toHaveLength(100);
    expect(kit.service.admin.issueOAuth1Token({ memberId: 'aZ3kq9XbW1' }).oauth_token).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the default is 500 characters, and fixture settings loaded later count', () => {
    expect(kit.service.admin.issueToken({ memberId: 'aZ3kq9XbW1' }).access_token).toHaveLength(500);
    kit.service.admin.loadFixtures({ settings: { tokenLength: 48 } });
    expect(kit.service.admin.issueToken({ memberId: 'aZ3kq9XbW1' }).access_token).toHaveLength(48);
  });
});

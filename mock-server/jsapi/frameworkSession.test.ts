import { describe, expect, it } from 'vitest';
import { createMockService } from '../createMockService.js';
import { DEMO_APP, DEMO_MEMBER } from '../seed/demoAccounts.js';
import { signedInMember, startSession } from '../oauth/browserCookies.js';
import { logoutSession } from './frameworkSession.js';

const AUTH = 'http://127.0.0.1:8787';

/** A member signed in on the auth host (their browser's cookie) who granted the demo app, and the page's framework token. */
function signedIn() {
  const ctx = createMockService().context;
  const cookie = startSession(ctx, new Request(`${AUTH}/uas/oauth2/dialog`), DEMO_MEMBER)[0]![1].split(';')[0]!;
  const browser = new Request(`${AUTH}/uas/oauth2/authorize`, { headers: { cookie } });
  ctx.grants.put({ memberId: DEMO_MEMBER.id, apiKey: DEMO_APP.apiKey, scopes: ['r_basicprofile'], grantedAt: ctx.clock.now(), lastUsedAt: ctx.clock.now() });
  const token = ctx.tokens.issue({ apiKey: DEMO_APP.apiKey, memberId: DEMO_MEMBER.id, scopes: ['r_basicprofile'], lifetimeSeconds: 1800 }).token;
  return { ctx, browser, token };
}

const logoutUrl = (params: Record<string, string>) => `${AUTH}/uas/connect/logout?${new URLSearchParams({ callback: 'IN_jsonp.c1', ...params })}`;

describe('GET /uas/connect/logout', () => {
  it("from a page on another site (no cookies): ends the token and the member's login session, keeps the grant", async () => {
    const { ctx, browser, token } = signedIn();
    expect(signedInMember(ctx, browser)?.member.id).toBe(DEMO_MEMBER.id);
    const response = logoutSession(ctx, new Request(logoutUrl({ api_key: DEMO_APP.apiKey, oauth_token: token })));
    expect(await response.text()).toBe('IN_jsonp.c1({"status":"logged_out"});\n');
    expect(ctx.tokens.verify(token).status).toBe('invalid');
    // The browser's cookie no longer signs anyone in: the next sign-in asks for the password…
    expect(signedInMember(ctx, browser)).toBeUndefined();
    // …but not for consent.
    expect(ctx.grants.get(DEMO_MEMBER.id, DEMO_APP.apiKey)).toBeDefined();
  });

  it('with an expired token still ends the login session; a token of another key, or none, ends nothing but the cookies it was sent', async () => {
    const { ctx, browser, token } = signedIn();
    logoutSession(ctx, new Request(logoutUrl({ api_key: 'other-key', oauth_token: token })));
    logoutSession(ctx, new Request(logoutUrl({ api_key: DEMO_APP.apiKey, oauth_token: 'unknown' })));
    expect(signedInMember(ctx, browser)).toBeDefined();
    expect(ctx.tokens.verify(token).status).toBe('valid');
    ctx.clock.advance(31 * 60 * 1000);
    expect(ctx.tokens.verify(token).status).toBe('expired');
    const response = logoutSession(ctx, new Request(logoutUrl({ api_key: DEMO_APP.apiKey, oauth_token: token })));
    // A cross-site script request carries no cookies: the session ends from the token's member, and no cookie is set.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(signedInMember(ctx, browser)).toBeUndefined();
    // Sent with the session cookie (a page on the service's own site), the answer clears it.
    const { ctx: ctx2, browser: browser2, token: token2 } = signedIn();
    const sameSite = logoutSession(ctx2, new Request(logoutUrl({ api_key: DEMO_APP.apiKey, oauth_token: token2 }), { headers: { cookie: browser2.headers.get('cookie')! } }));
    expect(sameSite.headers.getSetCookie()).toEqual([expect.stringMatching(/^li_at=; Max-Age=0/)]);
    expect(signedInMember(ctx2, browser2)).toBeUndefined();
  });
});

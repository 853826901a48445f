// Issue 34 #2: a replayed authorization code revokes everything issued from it (RFC 6749 4.1.2:
// "SHOULD revoke (when possible) all tokens previously issued based on that authorization code"):
// the access token of the first exchange, its refresh token, and every access token refreshed from it.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { PARTNER_APP, approve, authorizeUrl, exchange, locationParams } from '../../test/support/oauthFlow.js';
import { CODE_REFUSED } from './errors.js';

const WWW = 'https://www.linkedin.com';
// Refresh tokens are a partner product (apps/appHasProduct.ts): PARTNER_APP is TEST_APP's keys with it granted.
const kit = useServiceKit({ fixtures: { apps: [PARTNER_APP] } });

const json = async (response: Response) => (await response.json()) as Record<string, string>;
const refresh = (token: string) => exchange('current', { grant_type: 'refresh_token', refresh_token: token, code: null, redirect_uri: null }, { base: WWW });

describe('a replayed authorization code', () => {
  it('revokes the access token of the first exchange, its refresh token and the access tokens refreshed from it; other grants stay', async () => {
    const code = locationParams(await approve(new FakeBrowser(), authorizeUrl('current', { scope: 'openid profile' }, WWW))).get('code')!;
    const first = await json(await exchange('current', { code }, { base: WWW }));
    expect(first.refresh_token).toMatch(/^AQ/);
    const refreshed = await json(await refresh(first.refresh_token!));
    // Another sign-in of the same member: not issued from the code, so it stays.
    const otherCode = locationParams(await approve(new FakeBrowser(), authorizeUrl('current', { scope: 'openid profile' }, WWW))).get('code')!;
    const other = await json(await exchange('current', { code: otherCode }, { base: WWW }));

    const replay = await json(await exchange('current', { code }, { base: WWW }));
    // LinkedIn's answer to a reused code (issue 47, row 24); what the replay revoked is in the journal.
    expect(replay).toEqual({ error: 'invalid_request', error_description: CODE_REFUSED });
    expect(kit.service.admin.requests({ path: '/oauth/v2/accessToken' }).at(-1)!.notes).toEqual([expect.stringMatching(/already exchanged.*access tokens issued for it, its refresh token and the access tokens refreshed from it are now revoked/)]);

    expect(kit.service.admin.verifyToken(first.access_token!).status).toBe('revoked');
    expect(kit.service.admin.verifyToken(refreshed.access_token!).status).toBe('revoked');
    const again = await json(await refresh(first.refresh_token!));
    expect([again.error, again.error_description]).toEqual(['invalid_grant', 'Token has been expired or revoked.']);
    expect(kit.service.admin.verifyToken(other.access_token!).status).toBe('valid');
    expect((await refresh(other.refresh_token!)).status).toBe(200);
  });
});

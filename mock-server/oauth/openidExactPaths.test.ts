// Issue 34 row 5: discovery, the JWKS, userinfo (and introspection) answered under any path prefix
// and in any case; now each only at its exact path, as LinkedIn's (the standalone server: 404 elsewhere).
import { describe, expect, it } from 'vitest';
import { startServer } from '../server/startServer.js';
import { ADA, TEST_APP } from '../../test/support/oauthFlow.js';

describe('today\'s sign-in endpoints at their exact paths only', () => {
  it('discovery, the JWKS and userinfo answer only at their exact paths, as LinkedIn\'s (the standalone server: 404 elsewhere) [F-OIDC-002]', async () => {
    const running = await startServer({ port: 0, fixtures: { apps: [TEST_APP] } });
    try {
      const { access_token } = running.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['openid', 'profile'] });
      const auth = { headers: { authorization: `Bearer ${access_token}` } };
      expect((await fetch(`${running.url}/oauth/.well-known/openid-configuration`)).status).toBe(200);
      expect((await fetch(`${running.url}/oauth/openid/jwks`)).status).toBe(200);
      expect((await fetch(`${running.url}/v2/userinfo`, auth)).status).toBe(200);
      for (const path of ['/x/oauth/.well-known/openid-configuration', '/OAUTH/.WELL-KNOWN/OPENID-CONFIGURATION', '/x/oauth/openid/jwks', '/oauth/OpenID/JWKS', '/x/v2/userinfo', '/V2/USERINFO', '/x/oauth/v2/introspectToken']) {
        const response = await fetch(`${running.url}${path}`, auth);
        expect(response.status, path).toBe(404);
        const text = await response.text();
        expect(text, path).not.toContain('jwks_uri');
        expect(text, path).not.toContain('"kty"');
        expect(text, path).not.toContain('"sub"');
      }
    } finally {
      await running.close();
    }
  });
});

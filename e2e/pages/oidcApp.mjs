// A small server-rendered app that signs a member in with today's "Sign in with LinkedIn" (the
// OpenID Connect redirect flow, not the popup), shared by e2e/oidcRedirect.spec.ts (Playwright:
// Chromium, Firefox) and e2e/webkit/families/oidc.mjs (WebKit through WebDriver). Its server side
// is openid-client 6, unchanged: discovery at the service's issuer, the code grant with its
// id_token checks, a signature check of the id_token against the JWKS, then userinfo.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export const OIDC_APP = { apiKey: 'oidc-app', secretKey: 'oidc-secret', name: 'Server-rendered App' };

function page(body) {
  return `<!DOCTYPE html><html><head><title>my app</title></head><body>${body}</body></html>`;
}

/**
 * Starts the app on 127.0.0.1, addressed as http://localhost:P/ (another site than a service on
 * 127.0.0.1): `/` (signed out, or the member), `/login` (to the service), `/callback`. Set
 * `issuer` (the service's, `${service}/oauth`) before a sign-in; `reset()` forgets the sessions.
 */
export async function startOidcApp() {
  const sessions = new Map();
  const app = { url: '', issuer: '', reset: () => sessions.clear(), close: () => {} };

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', app.url);
    const sid = /(?:^|;\s*)sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    const session = sid ? sessions.get(sid) : undefined;
    const config = await client.discovery(new URL(app.issuer), OIDC_APP.apiKey, OIDC_APP.secretKey, undefined, { execute: [client.allowInsecureRequests] });
    if (url.pathname === '/login') {
      const state = client.randomState();
      const id = randomUUID();
      sessions.set(id, { state });
      const to = client.buildAuthorizationUrl(config, { redirect_uri: `${app.url}callback`, scope: 'openid profile email', state });
      res.writeHead(302, { location: to.href, 'set-cookie': `sid=${id}; HttpOnly; Path=/; SameSite=Lax` }).end();
      return;
    }
    if (url.pathname === '/callback') {
      try {
        if (!session) throw new Error('no session');
        const tokens = await client.authorizationCodeGrant(config, url, { expectedState: session.state });
        // openid-client trusts an id_token it got from the token endpoint itself; this app also checks its signature.
        await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri)), { issuer: app.issuer, audience: OIDC_APP.apiKey });
        const info = await client.fetchUserInfo(config, tokens.access_token, tokens.claims().sub);
        session.member = `${info.name} <${info.email}>`;
        res.writeHead(302, { location: '/' }).end();
      } catch (error) {
        const { message, cause } = error;
        const why = `${message}${cause instanceof Error ? `: ${cause.message}` : ''}`.replace(/</g, '&lt;');
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(page(`<p id="error">${why}</p>`));
      }
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(session?.member ? `<p id="member">${session.member.replace(/</g, '&lt;')}</p>` : '<a id="sign-in" href="/login">Sign in with LinkedIn</a>'));
  }

  const server = http.createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  app.url = `http://localhost:${server.address().port}/`;
  app.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
  return app;
}

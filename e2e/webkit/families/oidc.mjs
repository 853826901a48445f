// Today's "Sign in with LinkedIn": a server-rendered app on another site (http://localhost:P1)
// sends the browser to the service's authorize endpoint (http://127.0.0.1:P2), the member logs
// in and consents in the service's dialog, and the browser comes back to the app with a code,
// which the app's server (openid-client 6, e2e/pages/oidcApp.mjs) exchanges and checks.
import { OIDC_APP, startOidcApp } from '../../pages/oidcApp.mjs';
import { ADA, equal, logInAsAda, until } from '../support.mjs';

let app;

export default {
  family: 'OpenID Connect sign-in through the dialog',
  playwright: (file) => ['oidcRedirect.spec.ts'].includes(file),
  checks: {
    async 'the redirect flow: the app, the service’s login and consent, back to the app signed in'(wk, mock) {
      app ??= await startOidcApp();
      app.issuer = `${mock.url}/oauth`;
      app.reset();
      mock.admin.loadFixtures({ apps: [{ ...OIDC_APP, redirectUrls: [`${app.url}callback`] }] });
      await wk.goto(app.url);
      await until(wk, "return !!document.getElementById('sign-in')");
      await wk.click('#sign-in');
      await until(wk, `return location.href.indexOf(${JSON.stringify(`${mock.url}/oauth/v2/`)}) === 0`);
      await logInAsAda(wk);
      await until(wk, "var s = document.getElementById('scope-openid'); return s && s.textContent === 'Use your name and photo (openid, profile)'");
      await wk.click('#allow');
      const member = await until(wk, "var m = document.getElementById('member'); return m && m.textContent", 20000);
      equal(member, `Ada Lovelace <${ADA.email}>`, 'signed in');
      equal(new URL(await wk.url()).origin + '/', app.url, 'back on the app');
      if (!mock.admin.countRequests({ method: 'GET', path: '/oauth/openid/jwks' }).count) throw new Error('the app did not fetch the JWKS');
    },

    async 'an unregistered redirect_uri gets an error page on the service, never a redirect with a code'(wk, mock) {
      mock.admin.loadFixtures({ apps: [{ ...OIDC_APP, redirectUrls: ['http://localhost:9/callback'] }] });
      mock.admin.autoApprove(ADA.id);
      await wk.goto(`${mock.url}/oauth/v2/authorization?response_type=code&client_id=${OIDC_APP.apiKey}&redirect_uri=${encodeURIComponent('http://localhost:9/steal')}&scope=openid&state=x`);
      await until(wk, 'return document.readyState === "complete"');
      equal(new URL(await wk.url()).origin, mock.url, 'still on the service');
      equal(mock.admin.codes(), [], 'codes issued');
      const answer = mock.admin.requests().find((entry) => entry.url.includes('/oauth/v2/authorization?'));
      equal(answer.status, 400, 'the service’s answer');
    },
  },
  async close() {
    await app?.close();
    app = undefined;
  },
};

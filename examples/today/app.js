// A small app of today's LinkedIn integration: "Sign in with LinkedIn" (OpenID Connect, openid-client)
// and "Share on LinkedIn" (POST /rest/posts). Everything the service is reached at comes from the
// configuration, so the same code runs against LinkedIn, against the mock in a test (in-js/testing),
// and against the mock's standalone server under the real host names (ci.mjs).
import express from 'express';
import * as client from 'openid-client';
import { randomUUID } from 'node:crypto';

/**
 * @typedef {object} AppConfig
 * @property {string} clientId      the app's Client ID
 * @property {string} clientSecret  its Client Secret
 * @property {string} redirectUri   the callback registered with the app, e.g. http://localhost:3000/callback
 * @property {string} linkedInVersion the LinkedIn-Version of /rest calls (YYYYMM)
 * @property {string} [issuer]      default https://www.linkedin.com/oauth
 * @property {string} [apiBase]     default https://api.linkedin.com
 * @property {boolean} [allowHttp]  accept an http issuer (a local mock); never in production
 */

const escape = (text) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const page = (body) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Team board</title></head><body>${body}</body></html>`;

/** @param {AppConfig} config */
export function createApp(config) {
  const issuer = config.issuer ?? 'https://www.linkedin.com/oauth';
  const apiBase = config.apiBase ?? 'https://api.linkedin.com';
  // Sessions in memory, by a cookie: enough for an example.
  const sessions = new Map();
  let discovered;
  // Discovery once; LinkedIn wants the client credentials in the form body (client_secret_post).
  const configuration = () =>
    (discovered ??= client.discovery(new URL(issuer), config.clientId, undefined, client.ClientSecretPost(config.clientSecret), {
      execute: config.allowHttp ? [client.allowInsecureRequests] : [],
    }).catch((error) => {
      discovered = undefined;
      throw error;
    }));

  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use((req, res, next) => {
    const sid = /(?:^|;\s*)sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    req.session = (sid && sessions.get(sid)) || undefined;
    res.startSession = (data) => {
      const id = randomUUID();
      sessions.set(id, data);
      res.setHeader('set-cookie', `sid=${id}; HttpOnly; Path=/; SameSite=Lax`);
      return data;
    };
    next();
  });

  app.get('/', (req, res) => {
    const member = req.session?.member;
    if (!member) return res.send(page('<h1>Team board</h1><p><a id="sign-in" href="/login">Sign in with LinkedIn</a></p>'));
    const notice = req.query.shared ? `<p id="shared">Shared: ${escape(req.query.shared)}</p>` : '';
    res.send(
      page(`<h1>Team board</h1><p><img id="picture" src="${escape(member.picture ?? '')}" alt="" width="50" height="50"> <span id="name">${escape(member.name)}</span></p>${notice}
<form method="post" action="/share"><label for="text">Share on LinkedIn</label><br><textarea id="text" name="text" required></textarea><br><button id="share" type="submit">Share</button></form>
<form method="post" action="/logout"><button id="sign-out" type="submit">Sign out</button></form>`),
    );
  });

  app.get('/login', async (req, res, next) => {
    try {
      const state = client.randomState();
      res.startSession({ state });
      const to = client.buildAuthorizationUrl(await configuration(), { redirect_uri: config.redirectUri, scope: 'openid profile email w_member_social', state });
      res.redirect(to.href);
    } catch (error) {
      next(error);
    }
  });

  app.get('/callback', async (req, res) => {
    const session = req.session;
    try {
      if (!session?.state) throw new Error('no sign-in was started in this browser');
      const tokens = await client.authorizationCodeGrant(await configuration(), new URL(req.originalUrl, config.redirectUri), { expectedState: session.state });
      const claims = tokens.claims();
      const info = await client.fetchUserInfo(await configuration(), tokens.access_token, claims.sub);
      Object.assign(session, { state: undefined, accessToken: tokens.access_token, refreshToken: tokens.refresh_token, member: { sub: info.sub, name: info.name, picture: info.picture } });
      res.redirect('/');
    } catch (error) {
      res.status(400).send(page(`<p id="error">Sign-in failed: ${escape(error.message)}</p><p><a href="/login">Try again</a></p>`));
    }
  });

  /**
   * A new access token for a refresh token, or null when LinkedIn refuses it. A plain POST as
   * LinkedIn documents it (programmatic refresh tokens): its answer has no token_type, which
   * openid-client's refreshTokenGrant requires (panva/openid-client#826), so that call fails there.
   */
  async function refresh(refreshToken) {
    const { token_endpoint } = (await configuration()).serverMetadata();
    const answer = await fetch(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: config.clientId, client_secret: config.clientSecret }),
    });
    return answer.ok ? answer.json() : null;
  }

  /** POST /rest/posts as the member: the answer, once more after a refresh when the token was refused and the app has a refresh token. */
  async function post(session, text) {
    const send = () =>
      fetch(`${apiBase}/rest/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.accessToken}`,
          'LinkedIn-Version': config.linkedInVersion,
          'X-Restli-Protocol-Version': '2.0.0',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          author: `urn:li:person:${session.member.sub}`,
          commentary: text,
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
    const answer = await send();
    if (answer.status !== 401 || !session.refreshToken) return answer;
    const fresh = await refresh(session.refreshToken);
    if (!fresh) return answer;
    session.accessToken = fresh.access_token;
    session.refreshToken = fresh.refresh_token ?? session.refreshToken;
    return send();
  }

  app.post('/share', async (req, res) => {
    const session = req.session;
    if (!session?.member) return res.redirect('/');
    const answer = await post(session, String(req.body.text ?? ''));
    if (answer.status === 201) return res.redirect(`/?shared=${encodeURIComponent(answer.headers.get('x-restli-id') ?? '')}`);
    if (answer.status === 401) {
      sessions.delete(/(?:^|;\s*)sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1]);
      return res.status(401).send(page('<p id="error">LinkedIn no longer accepts this sign-in. <a href="/login">Sign in again</a></p>'));
    }
    if (answer.status === 429) return res.status(503).send(page('<p id="error">LinkedIn is busy: try again in a while.</p>'));
    res.status(502).send(page(`<p id="error">LinkedIn answered ${answer.status}.</p>`));
  });

  app.post('/logout', (req, res) => {
    sessions.delete(/(?:^|;\s*)sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1]);
    res.redirect('/');
  });

  return app;
}

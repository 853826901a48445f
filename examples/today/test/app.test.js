// The app in-process: the mock service answers LinkedIn's real host names inside this test (MSW),
// the app runs through supertest. No server, no browser.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { useMockService } from 'in-js/testing';
import { createApp } from '../app.js';

// grantedProducts: LinkedIn approved the app for programmatic refresh tokens (a partner product; without it, no refresh_token).
const APP = { apiKey: 'team-board', secretKey: 'team-board-secret', name: 'Team board', redirectUrls: ['http://localhost:3000/callback'], grantedProducts: ['refreshTokens'] };
const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll }, fixtures: { apps: [APP] } });

/** A browser for the app (supertest keeps its cookies), signed in as `memberId` without the dialog. */
async function signedIn(memberId = 'aZ3kq9XbW1') {
  const app = createApp({ clientId: APP.apiKey, clientSecret: APP.secretKey, redirectUri: APP.redirectUrls[0], linkedInVersion: mock.admin.linkedInVersion().version });
  const browser = request.agent(app);
  // The app sends the browser to LinkedIn's authorization endpoint…
  const login = await browser.get('/login').expect(302);
  const authorization = new URL(login.headers.location);
  expect(authorization.origin + authorization.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');
  // …and LinkedIn would send it back with a code: issueCode gives one without the dialog.
  const { code } = mock.admin.issueCode({ memberId, apiKey: APP.apiKey, scopes: authorization.searchParams.get('scope').split(' ') });
  await browser.get(`/callback?code=${code}&state=${authorization.searchParams.get('state')}`).expect(302);
  return browser;
}

describe('Team board against the mock, in-process', () => {
  it('signs the member in and shows their name and picture', async () => {
    const home = await (await signedIn()).get('/').expect(200);
    expect(home.text).toContain('<span id="name">Ada Lovelace</span>');
    expect(home.text).toMatch(/<img id="picture" src="https:\/\/api\.linkedin\.com\/media\/picture\/[^"]+"/);
    // The code was exchanged with the client credentials in the form body (client_secret_post), as LinkedIn wants.
    const [exchange] = mock.admin.requests({ method: 'POST', path: '/oauth/v2/accessToken' });
    expect(exchange.requestHeaders.authorization).toBeUndefined();
    expect(exchange.requestBody).toContain('client_id=team-board');
  });

  it('shares a post: the journal shows what the app sent to /rest/posts', async () => {
    const browser = await signedIn();
    const shared = await browser.post('/share').type('form').send({ text: 'Hello from the team board' }).expect(302);
    expect(shared.headers.location).toMatch(/^\/\?shared=urn%3Ali%3Ashare%3A/);
    const [posted] = mock.admin.requests({ method: 'POST', path: '/rest/posts' });
    expect(posted.status).toBe(201);
    expect(JSON.parse(posted.requestBody)).toMatchObject({ commentary: 'Hello from the team board', visibility: 'PUBLIC', lifecycleState: 'PUBLISHED' });
    expect(posted.requestHeaders['linkedin-version']).toBe(mock.admin.linkedInVersion().version);
  });

  it('LinkedIn rate-limits the share (429): the member is told to try later', async () => {
    const browser = await signedIn();
    mock.admin.addFault({ method: 'POST', path: '/rest/posts', status: 429, times: 1 });
    const busy = await browser.post('/share').type('form').send({ text: 'Too soon' }).expect(503);
    expect(busy.text).toContain('LinkedIn is busy');
  });

  it('the member revoked the app: the refreshed token is refused too, and the member is asked to sign in again', async () => {
    const browser = await signedIn();
    mock.admin.addFault({ method: 'POST', path: '/rest/posts', unauthorized: 'revoked', times: 2 });
    const refused = await browser.post('/share').type('form').send({ text: 'Anyone there?' }).expect(401);
    expect(refused.text).toContain('Sign in again');
    // It tried once more after a refresh, where the app has refresh tokens.
    expect(mock.admin.countRequests({ method: 'POST', path: '/oauth/v2/accessToken' }).count).toBe(2);
    expect(mock.admin.countRequests({ method: 'POST', path: '/rest/posts' }).count).toBe(2);
    // The member is signed out of the app.
    expect((await browser.get('/').expect(200)).text).toContain('id="sign-in"');
  });
});

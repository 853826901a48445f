// The whole flow over real HTTP on the standalone server (plain http on loopback), as a
// browser and an app's server side would do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../index.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP, locationParams } from '../../test/support/oauthFlow.js';

let running: RunningServer;
beforeAll(async () => {
  const fixtures = { apps: [{ ...TEST_APP, redirectUrls: ['http://127.0.0.1:9/cb'] }] };
  running = await startServer({ port: 0, fixtures });
});
afterAll(() => running.close());

describe('standalone server', () => {
  it('runs the authorization code flow over http on loopback, with cookies', async () => {
    const browser = new FakeBrowser();
    const start = `${running.url}/oauth/v2/authorization?response_type=code&client_id=${TEST_APP.apiKey}&redirect_uri=${encodeURIComponent('http://127.0.0.1:9/cb')}&state=xyz&scope=r_basicprofile`;
    const first = await browser.get(start);
    expect(first.status).toBe(302);
    const dialogUrl = new URL(first.headers.get('location')!, start).href;
    const loginPage = await browser.get(dialogUrl);
    const login = await browser.submit(await loginPage.text(), dialogUrl, 'login', { session_key: ADA.email, session_password: ADA.password });
    // li_at works over plain http; its SameSite=None twin is Secure, which browsers accept on loopback.
    expect(login.headers.getSetCookie()).toEqual([expect.not.stringMatching(/Secure/), expect.stringMatching(/^li_at_cross_site=.*; Secure; SameSite=None$/)]);
    const consent = await browser.followOnHost(login, dialogUrl);
    const done = await browser.submit(await consent.text(), dialogUrl, 'allow');
    const query = locationParams(done);
    expect(query.get('state')).toBe('xyz');
    const token = await fetch(`${running.url}/oauth/v2/accessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: query.get('code')!, redirect_uri: 'http://127.0.0.1:9/cb', client_id: TEST_APP.apiKey, client_secret: TEST_APP.secretKey }),
    });
    const body = (await token.json()) as { access_token: string; expires_in: number };
    expect(body.expires_in).toBe(5184000);
    expect(running.admin.verifyToken(body.access_token).status).toBe('valid');
  });

  it('journal notes reach the journal over real HTTP too: credentials only in Basic, an unknown scope', async () => {
    const basic = await fetch(`${running.url}/oauth/v2/accessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${TEST_APP.apiKey}:${TEST_APP.secretKey}`)}` },
      body: 'grant_type=client_credentials',
    });
    expect(await basic.json()).toEqual({ error: 'invalid_request', error_description: 'A required parameter "client_id" is missing' });
    expect(running.admin.requests({ path: '/oauth/v2/accessToken' }).at(-1)!.notes![0]).toMatch(/Authorization: Basic header was not read/);
    await fetch(`${running.url}/oauth/v2/authorization?response_type=code&client_id=${TEST_APP.apiKey}&redirect_uri=${encodeURIComponent('http://127.0.0.1:9/cb')}&state=s&scope=offline_access`, { redirect: 'manual' });
    expect(running.admin.requests({ path: '/oauth/v2/authorization' }).at(-1)!.notes).toEqual([expect.stringContaining("'offline_access' is not a known scope")]);
  });

  it('rejects start-up with invalid fixtures, naming the entry', async () => {
    await expect(async () => startServer({ port: 0, fixtures: { apps: [{ apiKey: 'a', secretKey: 'b', name: 'c', redirectUrls: ['#'] }] } })).rejects.toThrow(/apps\[0\]\.redirectUrls\[0\]/);
  });
});

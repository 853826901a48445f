// The app in a real browser against the mock's standalone server (a fresh one per test: inMock).
// The app's own server runs in this process, pointed at the mock's address.
import { test, expect } from 'in-js/testing/playwright';
import { createApp } from '../app.js';

const APP = { apiKey: 'team-board', secretKey: 'team-board-secret', name: 'Team board', grantedProducts: ['refreshTokens'] };

/** Starts the app against `inMock` on a free port and registers its callback with the mock. */
async function startApp(inMock) {
  const config = { clientId: APP.apiKey, clientSecret: APP.secretKey, linkedInVersion: inMock.admin.linkedInVersion().version, issuer: `${inMock.url}/oauth`, apiBase: inMock.url, allowHttp: true };
  const server = await new Promise((resolve) => {
    const listening = createApp(config).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://localhost:${server.address().port}/`;
  // The app reads its redirect URI per request: set it now that the port is known, and register it.
  config.redirectUri = `${url}callback`;
  inMock.admin.loadFixtures({ apps: [{ ...APP, redirectUrls: [config.redirectUri] }] });
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('the member signs in through the dialog (login, consent) and sees their name and picture', async ({ page, inMock }) => {
  const app = await startApp(inMock);
  try {
    await page.goto(app.url);
    await page.click('#sign-in');
    await page.fill('#session_key', 'ada.lovelace@example.com');
    await page.fill('#session_password', 'demo-password');
    await page.click('#login');
    await page.click('#allow');
    await expect(page.locator('#name')).toHaveText('Ada Lovelace');
    await expect.poll(() => page.locator('#picture').evaluate((img) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
});

test('auto-approved sign-in (inMock.signIn), then a share the mock records', async ({ page, inMock }) => {
  const app = await startApp(inMock);
  try {
    await page.goto(app.url);
    await inMock.signIn(page, () => page.click('#sign-in'), 'Qm7Rt2VdN8');
    await expect(page.locator('#name')).toHaveText(/^Charles /);
    await page.fill('#text', 'Posted from the browser');
    await page.click('#share');
    await expect(page.locator('#shared')).toHaveText(/^Shared: urn:li:share:/);
    const [posted] = inMock.admin.requests({ method: 'POST', path: '/rest/posts' });
    expect(JSON.parse(posted.requestBody).commentary).toBe('Posted from the browser');
  } finally {
    await app.close();
  }
});

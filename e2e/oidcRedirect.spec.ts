// Today's "Sign in with LinkedIn" in a real browser: a small server-rendered app on another site
// (http://localhost:P1) signs a member in through the OpenID Connect redirect flow (not the popup)
// of a fresh mock service (http://127.0.0.1:P2, in-js/testing/playwright). The app's server side is
// openid-client 6, unchanged: discovery at the service's issuer, the code grant with its id_token
// checks (signature against the JWKS), then userinfo (e2e/pages/oidcApp.mjs, which the WebKit run
// shares). Plus the attacks on the redirect channel.
import { test, expect } from '../dist/mock-server/testing/playwright.js';
import { OIDC_APP as APP, startOidcApp } from './pages/oidcApp.mjs';

const ADA = { id: 'aZ3kq9XbW1', email: 'ada.lovelace@example.com', password: 'demo-password' };

/** The app (e2e/pages/oidcApp.mjs): one for the file, told each test's service. */
let app: Awaited<ReturnType<typeof startOidcApp>>;
let appUrl = '';

test.beforeAll(async () => {
  app = await startOidcApp();
  appUrl = app.url;
});
test.afterAll(() => app.close());

test.beforeEach(async ({ inMock }) => {
  app.issuer = `${inMock.url}/oauth`;
  app.reset();
  inMock.admin.loadFixtures({ apps: [{ ...APP, redirectUrls: [`${appUrl}callback`] }] });
});

test('the member signs in with the service’s own pages: login, consent (OIDC wording), back to the app signed in', async ({ page, inMock }) => {
  await page.goto(appUrl);
  await page.click('#sign-in');
  await expect(page).toHaveURL(new RegExp(`^${inMock.url}/oauth/v2/`));
  await page.fill('#session_key', ADA.email);
  await page.fill('#session_password', ADA.password);
  await page.click('#login');
  await expect(page.locator('#scope-openid')).toHaveText('Use your name and photo (openid, profile)');
  await page.click('#allow');
  await expect(page.locator('#member')).toHaveText(`Ada Lovelace <${ADA.email}>`);
  expect(new URL(page.url()).origin + '/').toBe(appUrl);
  expect(inMock.admin.countRequests({ method: 'GET', path: '/oauth/openid/jwks' }).count).toBeGreaterThan(0);
});

test('with auto-approve (in-js/testing): the redirect flow comes straight back signed in', async ({ page, inMock }) => {
  inMock.admin.autoApprove('Qm7Rt2VdN8', { once: true });
  await page.goto(appUrl);
  await page.click('#sign-in');
  await expect(page.locator('#member')).toHaveText(/^Charles /);
});

test('inMock.signIn notices a redirect sign-in (no popup, no in.js) and resolves when the page is back on the app', async ({ page, inMock }) => {
  await page.goto(appUrl);
  const started = Date.now();
  await inMock.signIn(page, () => page.click('#sign-in'), 'Qm7Rt2VdN8');
  await expect(page.locator('#member')).toHaveText(/^Charles /, { timeout: 1000 });
  // Well before the 10 s a popup is waited for.
  expect(Date.now() - started).toBeLessThan(8000);
  expect(inMock.admin.autoApprovals()).toEqual({ member: null, queue: [] });
});

test('inMock.signIn on a redirect the service keeps (an unregistered redirect_uri) says what it saw', async ({ page, inMock }) => {
  inMock.admin.loadFixtures({ apps: [{ ...APP, redirectUrls: ['http://localhost:9/elsewhere'] }] });
  await page.goto(appUrl);
  const failure = await inMock.signIn(page, () => page.click('#sign-in')).then(() => null, (error: Error) => error.message);
  expect(failure).toMatch(/^inMock\.signIn: the page went to the authorization endpoint itself \(http:\/\/127\.0\.0\.1:\d+\/oauth\/v2\/authorization\?/);
  expect(failure).toContain('kept it on its own page');
  expect(failure).toContain('does not match the redirect URLs registered');
});

test.describe('attacks on the redirect channel', () => {
  test('an unregistered redirect_uri gets an error page on the service, never a redirect with a code', async ({ page, inMock }) => {
    inMock.admin.autoApprove(ADA.id);
    const evil = `${inMock.url}/oauth/v2/authorization?response_type=code&client_id=${APP.apiKey}&redirect_uri=${encodeURIComponent('http://localhost:9/steal')}&scope=openid&state=x`;
    const response = await page.goto(evil);
    expect(response!.status()).toBe(400);
    expect(new URL(page.url()).origin).toBe(inMock.url);
    expect(inMock.admin.codes()).toEqual([]);
  });

  test('a code replayed after the app used it is refused, and the tokens issued for it are revoked', async ({ page, inMock }) => {
    inMock.admin.autoApprove(ADA.id, { once: true });
    await page.goto(appUrl);
    let callback = '';
    page.on('request', (request) => void (request.url().startsWith(`${appUrl}callback`) && (callback = request.url())));
    await page.click('#sign-in');
    await expect(page.locator('#member')).toHaveText(/^Ada /);
    const code = new URL(callback).searchParams.get('code')!;
    const replay = await fetch(`${inMock.url}/oauth/v2/accessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${appUrl}callback`, client_id: APP.apiKey, client_secret: APP.secretKey }),
    });
    expect([replay.status, ((await replay.json()) as { error: string }).error]).toEqual([400, 'invalid_request']);
    expect(inMock.admin.tokens().map((token) => token.status)).toEqual(['revoked']);
  });

  test('a forged callback (a code for another browser, the wrong state) is refused by the app', async ({ page, inMock }) => {
    const { code } = inMock.admin.issueCode({ memberId: ADA.id, apiKey: APP.apiKey, scopes: ['openid', 'profile', 'email'] });
    await page.goto(appUrl);
    // The app keeps this browser's state when it sends it to the service: wait until the service's
    // page is there, so the forged callback below is the only navigation (Firefox otherwise
    // reported the next goto interrupted while the sign-in one was still under way).
    await page.click('#sign-in');
    await page.waitForURL((url) => url.origin === new URL(inMock.url).origin);
    await page.goto(`${appUrl}callback?code=${code}&state=forged`);
    await expect(page.locator('#error')).toContainText(/state/);
  });
});

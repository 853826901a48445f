// The mock service inside a page, with no server, through MSW's setupWorker (dist/in-mock-worker.js,
// MSW bundled in): the app's own origin serves three files (in.js, in-mock-worker.js,
// mockServiceWorker.js), the API calls are answered in the browser by the same handlers the
// standalone server uses, and IN.User.authorize signs a member in through the dialog, which is
// served in the page (mock-server/windowsInPage.ts) because MSW's worker cannot serve a popup's
// navigation.
import type { Page } from '@playwright/test';
import { test, expect, logInAsAda, clickClosingPopup, type AppServer } from './fixtures';

const JS = 'application/javascript; charset=utf-8';

/** The three files a page with no server needs, from dist/, on the app's origin. */
function serveFiles(app: AppServer): void {
  app.file('/mockServiceWorker.js', 'dist/mockServiceWorker.js', JS);
  app.file('/in-mock-worker.js', 'dist/in-mock-worker.js', JS);
  app.file('/in.js', 'dist/in.js', JS);
}

/** A page that starts the mock service with `options`, then loads in.js with `settings`. */
function workerPage(options: string, settings: string, body = ''): string {
  return `<!DOCTYPE html><html><head><title>worker</title><link rel="icon" href="data:,">
<script src="/in-mock-worker.js"></script></head><body>
<button id="signin" onclick="IN.User.authorize(function () { log('callback ' + IN.User.getMemberId()); })">Sign in</button>
<pre id="out"></pre>
<script>
  function log(line) { document.getElementById('out').textContent += line + '\\n'; }
  InMock.start(${options}).then(function (mock) {
    window.mock = mock;
    var script = document.createElement('script');
    script.src = '/in.js';
    script.text = ${JSON.stringify(settings)};
    document.body.appendChild(script);
  });
  ${body}
</script></body></html>`;
}

/** What the page's framework logged. */
const out = (page: Page) => page.locator('#out');

test('setupWorker: the page runs the mock service and in.js talks to it', async ({ page, app, consoleLines }) => {
  serveFiles(app);
  const url = app.page(
    '/worker.html',
    workerPage('', 'api_key: demo-api-key\nbase_url: https://api.linkedin.example\nonLoad: ready', `
  function ready() {
    IN.ENV.auth.oauth_token = mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_network'] }).token;
    IN.API.Profile('me').result(function (r) {
      log('profile ' + r.values[0].firstName);
      IN.API.Connections('me').params({ count: 5 }).result(function (c) { log('connections ' + c.values.length + ' of ' + c._total); });
    }).error(function (e) { log('error ' + e.status + ' ' + e.message); });
  }`),
  );
  const api: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('api.linkedin.example')) api.push(request.url());
  });
  await page.goto(url);
  await expect(out(page)).toContainText('connections 5 of 130');
  await expect(out(page)).toContainText('profile Ada');
  // The calls named the fake host, and no network answered them: the worker did.
  expect(api.length).toBeGreaterThanOrEqual(2);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test.describe('setupWorker: IN.User.authorize with no server', () => {
  const signedIn = `
  function ready() {
    IN.Event.on(IN, 'auth', function () {
      log('auth ' + IN.User.getMemberId());
      IN.API.Profile('me').result(function (r) { log('profile ' + r.values[0].firstName + ' ' + r.values[0].lastName); })
        .error(function (e) { log('error ' + e.status + ' ' + e.message); });
    });
    log('ready');
  }`;

  test('the dialog comes up in the popup: login, consent, then the page is signed in and calls the API', async ({ page, app, consoleLines }) => {
    serveFiles(app);
    const served: string[] = [];
    page.context().on('request', (request) => served.push(new URL(request.url()).pathname));
    await page.goto(app.page('/signin.html', workerPage('', 'api_key: demo-api-key\nscope: r_basicprofile r_network\nonLoad: ready', signedIn)));
    await expect(out(page)).toContainText('ready');
    const opened = page.waitForEvent('popup');
    await page.click('#signin');
    const popup = await opened;
    // A wrong password first: the login page again, with the error, in the same popup.
    await popup.fill('#session_key', 'ada.lovelace@example.com');
    await popup.fill('#session_password', 'wrong');
    await popup.click('#login');
    await expect(popup.locator('.error')).toBeVisible();
    await logInAsAda(popup);
    await expect(popup.locator('#allow')).toBeVisible();
    await expect(popup.locator('body')).toContainText('in-js Demo would like to access');
    await clickClosingPopup(popup, '#allow');
    await expect(out(page)).toContainText('auth aZ3kq9XbW1');
    await expect(out(page)).toContainText('callback aZ3kq9XbW1');
    await expect(out(page)).toContainText('profile Ada Lovelace');
    // The service answered every step in the page: nothing went to the app's server but the three files and the page.
    const journal = await page.evaluate(() => (window as any).mock.admin.requests().map((entry: { method: string; url: string; status: number }) => `${entry.method} ${new URL(entry.url).pathname} ${entry.status}`));
    expect(journal.slice(0, 6)).toEqual([
      'GET /uas/oauth2/authorize 302',
      'GET /oauth/v2/dialog 200',
      'POST /oauth/v2/dialog 200',
      'POST /oauth/v2/dialog 303',
      'GET /oauth/v2/dialog 200',
      'POST /oauth/v2/dialog 303',
    ]);
    expect(journal).toContain('GET /uas/js/authcomplete 200');
    expect(served.filter((path) => /^\/(uas|oauth)\//.test(path))).toEqual([]);
    expect(await page.evaluate(() => (window as any).mock.admin.grants().map((grant: { memberId: string; scopes: string[] }) => `${grant.memberId} ${grant.scopes.join(' ')}`))).toEqual(['aZ3kq9XbW1 r_basicprofile r_network']);
    expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
  });

  test('autoApprove: the popup signs the member in and closes by itself', async ({ page, app }) => {
    serveFiles(app);
    await page.goto(app.page('/auto.html', workerPage("{ autoApprove: 'Qm7Rt2VdN8' }", 'api_key: demo-api-key\nonLoad: ready', signedIn)));
    await expect(out(page)).toContainText('ready');
    const opened = page.waitForEvent('popup');
    await page.click('#signin');
    const popup = await opened;
    if (!popup.isClosed()) await popup.waitForEvent('close');
    await expect(out(page)).toContainText('auth Qm7Rt2VdN8');
    await expect(out(page)).toContainText('profile Charles');
  });
  test('the dialog in a page with no server shows the app initials where its logo (a path on the mock host) cannot load: no broken image', async ({ page, app }) => {
    serveFiles(app);
    await page.goto(app.page('/logo.html', workerPage('', 'api_key: demo-api-key\nonLoad: ready', signedIn)));
    await expect(out(page)).toContainText('ready');
    const opened = page.waitForEvent('popup');
    await page.click('#signin');
    const popup = await opened;
    await expect(popup.locator('.logo')).toHaveText('ID');
    await expect(popup.locator('.top .mark')).toBeVisible();
    // Whatever the image did, what shows is the placeholder: a failed image with empty alt text draws nothing.
    const logo = popup.locator('#app-logo');
    const loaded = await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    if (!loaded) expect(await logo.getAttribute('alt')).toBe('');
  });
});

test('setupWorker: today’s sign-in documents in the page — discovery, the JWKS (a key made with WebCrypto there) and an id_token it verifies', async ({ page, app }) => {
  serveFiles(app);
  const url = app.page(
    '/oidc.html',
    workerPage('', 'api_key: demo-api-key', `
  (async function () {
    while (!window.mock) await new Promise(function (r) { setTimeout(r, 20); });
    var doc = await (await fetch('https://www.linkedin.com/oauth/.well-known/openid-configuration')).json();
    log('issuer ' + doc.issuer);
    var keys = await (await fetch(doc.jwks_uri)).json();
    var tokens = await mock.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['openid', 'email'] });
    var parts = tokens.id_token.split('.');
    var key = await crypto.subtle.importKey('jwk', keys.keys[0], { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
    var b64 = function (s) { s = s.replace(/-/g, '+').replace(/_/g, '/'); while (s.length % 4) s += '='; return Uint8Array.from(atob(s), function (c) { return c.charCodeAt(0); }); };
    var ok = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, b64(parts[2]), new TextEncoder().encode(parts[0] + '.' + parts[1]));
    log('verified ' + ok + ' email ' + JSON.parse(new TextDecoder().decode(b64(parts[1]))).email);
  })().catch(function (e) { log('error ' + e); });`),
  );
  await page.goto(url);
  await expect(out(page)).toContainText('issuer https://www.linkedin.com/oauth');
  await expect(out(page)).toContainText('verified true email ada.lovelace@example.com');
});

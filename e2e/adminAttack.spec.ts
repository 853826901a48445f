// Attacks on the admin API from web pages, in real browsers. A page on an origin no app
// registers (http://127.0.0.2:…) tries to add itself to the demo app's JavaScript API domains with
// a cross-site no-cors POST (text/plain body), and a DNS-rebinding page (its own name re-pointed
// at 127.0.0.1, so its requests are same-origin and carry its Host) tries to read the tokens and
// change the fixtures. Each ends with the attacker holding nothing that works: IN.User.authorize
// and IN.API still refuse the page, the app is as it was, and no token was read.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const DEMO_ORIGINS = ['127.0.0.1', 'localhost'];

/** The attacker's page: in.js for the demo app, and the attack, which records what it got back. */
function attackPage(sdk: string, mock: string) {
  return `<!DOCTYPE html><html><head><title>attacker</title><script type="text/javascript">
  var calls = [];
  function record(what) { calls.push(what); }
  function ready() { record('onLoad:' + IN.User.isAuthorized()); }
  function signIn() { record('authorize:' + IN.User.authorize(function () { record('callback:' + IN.User.getMemberId()); })); }
  var takeover = JSON.stringify({ apps: [{ apiKey: 'demo-api-key', secretKey: 'demo-secret-key', name: 'in-js Demo',
    redirectUrls: [location.origin + '/cb'], jsOrigins: ['127.0.0.2', '127.0.0.1', 'localhost'] }] });
  async function attack() {
    var out = {};
    // 1. What a cross-site form or no-cors fetch can send without a preflight: text/plain.
    try {
      await fetch('${mock}/__admin/fixtures', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: takeover });
      out.noCors = 'sent';
    } catch (e) { out.noCors = 'failed'; }
    // 2. A CORS request with the JSON type needs a preflight, which the admin API refuses.
    try {
      var r = await fetch('${mock}/__admin/fixtures', { method: 'POST', headers: { 'content-type': 'application/json' }, body: takeover });
      out.cors = r.status;
    } catch (e) { out.cors = 'blocked'; }
    // 3. Reading the tokens across origins.
    try {
      var t = await fetch('${mock}/__admin/tokens');
      out.read = await t.text();
    } catch (e) { out.read = 'blocked'; }
    return out;
  }
</script></head><body>
<button id="signin" onclick="signIn()">Sign in</button>
<script type="text/javascript" src="${sdk}/in.js">
  api_key: demo-api-key
  onLoad: ready
</script>
<script type="text/javascript">IN.Event.on(IN, 'noAuth', function () { record('noAuth'); });</script></body></html>`;
}

const calls = (page: Page) => page.evaluate(() => (window as any).calls as string[]);

test('a page on an unregistered origin cannot add itself through /__admin/fixtures, and still gets no token', async ({ page, mock, service, attacker }) => {
  const sdk = service;
  const { access_token: secret } = mock.admin.issueToken({ memberId: 'aZ3kq9XbW1' });
  await page.goto(attacker.page('/attack.html', attackPage(sdk, mock.url)));
  await expect.poll(() => calls(page)).toEqual(['onLoad:false']);

  const outcome = await page.evaluate(() => (window as any).attack());
  expect(outcome.noCors).toBe('sent');
  expect(outcome.cors).toBe('blocked');
  expect(outcome.read).toBe('blocked');
  expect(JSON.stringify(outcome)).not.toContain(secret);
  expect(mock.context.directory.apps.get('demo-api-key')!.jsOrigins).toEqual(DEMO_ORIGINS);

  // The attacker tries the sign-in it wanted: the service still refuses its origin.
  const popup = page.waitForEvent('popup');
  await page.click('#signin');
  const window = await popup;
  await expect(window.locator('#error')).toContainText('JavaScript API Domain is restricted to 127.0.0.1, localhost');
  await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'authorize:false', 'noAuth']);
  // …and the API gives it nothing.
  const api = await page.evaluate(
    () => new Promise((resolve) => (window as any).IN.API.Profile('me').result((r: unknown) => resolve(['result', r])).error((e: unknown) => resolve(['error', e]))),
  );
  expect((api as [string])[0]).toBe('error');
  expect(mock.admin.tokens().map((token) => token.token)).toEqual([secret]);
});

test('a DNS-rebinding page reads no token and changes nothing', async ({ mock, rebindingBrowser: browser }) => {
  const port = new URL(mock.url).port;
  const { access_token: secret } = mock.admin.issueToken({ memberId: 'aZ3kq9XbW1' });
  const page = await browser.newPage();
  const origin = `http://rebind.test:${port}`;
  // Any page whose origin is the rebound name will do (the script below is the attacker's): here
  // one the service itself serves there. (A page first loaded from a public address would be held
  // back by Chromium's own Private Network Access checks; Firefox has none, so the service must refuse.)
  await page.goto(`${origin}/demo/`);
  const outcome = await page.evaluate(async () => {
    const tokens = await fetch('/__admin/tokens');
    const fixtures = await fetch('/__admin/fixtures', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apps: [{ apiKey: 'demo-api-key', secretKey: 'x', name: 'x', redirectUrls: [location.origin + '/cb'], jsOrigins: [location.hostname] }] }),
    });
    return { tokens: [tokens.status, await tokens.text()], fixtures: [fixtures.status, await fixtures.text()] };
  });
  // Proof the page really reached the service by its rebound name: the refusal is the admin API's own.
  expect(outcome.tokens[0]).toBe(421);
  expect(outcome.tokens[1]).toContain(`names 'rebind.test:${port}'`);
  expect(outcome.tokens[1]).not.toContain(secret);
  expect(outcome.fixtures[0]).toBe(421);
  expect(mock.context.directory.apps.get('demo-api-key')!.jsOrigins).toEqual(DEMO_ORIGINS);
});

// Sign-in, auto-login and sharing in a page like IE 6/7's: IE 8's built-ins only and no
// postMessage, so the sign-in and share windows answer in URL fragments of hidden frames on the
// page's origin. The page's frames lose postMessage but keep their built-ins (ie8PageInit: removing
// those in a frame crashes Chromium's renderer, e2e/chromiumCrash/README.md). The page's script is
// ES3 and writes what happened into #out, read from Playwright's isolated world.
import { test, expect, logInAsAda, clickClosingPopup, silentCheckSeesSession, ANY_SITE } from './fixtures';
import { ie8PageInit } from '../test/support/ie8Strip.mjs';

const page = (sdk: string, settings = '') => `<!DOCTYPE html><html><head><title>ie7</title><link rel="icon" href="data:,"></head><body>
<pre id="out"></pre>
<button id="signin" onclick="IN.User.authorize(function () { log('callback ' + IN.User.getMemberId()); })">Sign in</button>
<button id="share" onclick="IN.UI.Share().params({url: 'https://example.com/ie7'}).place().success(function (r) { log('shared ' + r.url + ' ' + r.comment); }).error(function (e) { log('share error ' + e.error); })">Share</button>
<script type="text/javascript">
  function log(line) { document.getElementById('out').appendChild(document.createTextNode(line + '\\n')); }
  function ready() { log('onLoad ' + IN.User.isAuthorized()); }
  log('postMessage ' + typeof window.postMessage + ', JSON ' + typeof window.JSON);
</script>
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key
onLoad: ready
${settings}</script>
<script type="text/javascript">
  IN.Event.on(IN, 'auth', function () { log('auth'); });
  IN.Event.on(IN, 'noAuth', function () { log('noAuth'); });
</script></body></html>`;

const lines = async (browser: import('@playwright/test').Page) => ((await browser.locator('#out').textContent()) ?? '').trim().split('\n');

test('without postMessage, sign-in, auto-login and sharing answer in frames on the page origin', async ({ page: browser, service, app, site, browserName }) => {
  await browser.addInitScript(ie8PageInit('window.postMessage = undefined;'));
  const sdk = service;
  const url = app.page('/ie7.html', page(sdk, 'authorize: true'));
  await browser.goto(url);
  await expect(browser.locator('#out')).toContainText('onLoad false');

  const popupOpened = browser.waitForEvent('popup');
  await browser.click('#signin');
  const popup = await popupOpened;
  await logInAsAda(popup);
  await clickClosingPopup(popup, '#allow');
  await expect(browser.locator('#out')).toContainText('callback aZ3kq9XbW1');
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(await lines(browser)).toEqual(['postMessage undefined, JSON undefined', 'onLoad false', 'noAuth', 'auth', 'callback aZ3kq9XbW1']);

  // Auto-login after a reload: the silent frame answers in frames on the page's origin too (on
  // another site it is a third-party frame, which Chromium sends no cookie: not signed in).
  await browser.reload();
  const signedIn = silentCheckSeesSession(site, browserName);
  await expect(browser.locator('#out')).toContainText(signedIn ? 'auth' : 'noAuth');
  expect(await lines(browser)).toEqual(['postMessage undefined, JSON undefined', `onLoad ${signedIn}`, signedIn ? 'auth' : 'noAuth']);

  const shareOpened = browser.waitForEvent('popup');
  await browser.click('#share');
  const share = await shareOpened;
  await share.fill('#comment', 'from IE 7');
  await clickClosingPopup(share, '#post');
  await expect(browser.locator('#out')).toContainText('shared https://example.com/ie7 from IE 7');
  await expect.poll(() => share.isClosed()).toBe(true);
});

test('without postMessage, a page on an origin the key does not list gets an error page and no answer', ANY_SITE, async ({ page: browser, service, attacker }) => {
  await browser.addInitScript(ie8PageInit('window.postMessage = undefined;'));
  const sdk = service;
  await browser.goto(attacker.page('/ie7.html', page(sdk)));
  await expect(browser.locator('#out')).toContainText('onLoad false');
  const popupOpened = browser.waitForEvent('popup');
  await browser.click('#signin');
  const popup = await popupOpened;
  // The service does not follow ret to an origin the key does not list: the window says why and stays.
  await expect(popup.locator('#error')).toContainText(`JavaScript API Domain is restricted to 127.0.0.1, localhost, http://127.0.0.1:8787, http://localhost:8787; this page is on ${attacker.url}, so the answer is not sent there.`);
  expect(new URL(popup.url()).origin).toBe(sdk);
  await popup.close();
  await expect(browser.locator('#out')).toContainText('noAuth');
  expect(await lines(browser)).toEqual(['postMessage undefined, JSON undefined', 'onLoad false', 'noAuth']);
});

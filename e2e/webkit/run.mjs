// The framework in WebKit (Debian's WebKitGTK MiniBrowser, the engine of Safari), driven over
// W3C WebDriver because Playwright cannot drive it here. Run by `npm test` under xvfb-run
// (scripts/webkit.mjs); each check gets a fresh mock server, as the Playwright tests do.
import http from 'node:http';
import { startServer } from '../../dist/mock-server/index.js';
import { startWebKit } from './webdriver.mjs';
import { STRIP_TO_IE8 } from '../../test/support/ie8Strip.mjs';
import { FORCE, LEGACY_API_LINES, legacyApiPage } from '../pages/legacyApi.mjs';

const DRIVER_PORT = 4460 + (process.pid % 100);
const MEMBER = 'aZ3kq9XbW1';

function equal(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/** Polls `read` in the page until it returns something truthy (or fails after `ms`). */
async function until(wk, read, ms = 15000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await wk.eval(read);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const checks = {
  async 'boot: script-tag settings, frameworkLoaded → systemReady → onLoad in order'(wk, mock, app) {
    const page = app.page('/boot.html', `<!DOCTYPE html><html><head><script>var calls = [];
var MyApp = { init: function () { calls.push('MyApp.init:' + (this === window)); } };</script></head><body>
<script src="${mock.url}/in.js">
  api_key: demo-api-key\r\n  // authorize: true\r\n  onLoad: MyApp.init
</script>
<script>IN.Event.on(IN, 'frameworkLoaded', function () { calls.push('frameworkLoaded'); });
IN.Event.on(IN, 'systemReady', function () { calls.push('systemReady'); });</script></body></html>`);
    await wk.goto(page);
    await until(wk, 'return window.calls && window.calls.length === 3');
    equal(await wk.eval('return calls'), ['frameworkLoaded', 'systemReady', 'MyApp.init:true'], 'events');
    equal(await wk.eval('return [IN.ENV.js.api_key, IN.ENV.url.api]'), ['demo-api-key', mock.url + '/v1'], 'IN.ENV');
  },

  async 'IN.API over CORS XHR'(wk, mock, app) {
    await wk.goto(app.page('/cors.html', legacyApiPage(mock.url, token(mock))));
    const lines = (await until(wk, "var t = document.getElementById('out').textContent; return t.indexOf('done') >= 0 && t")).trim().split('\n');
    equal(lines.slice(1), LEGACY_API_LINES.slice(1), 'calls');
  },

  async 'IN.API with IE 8 built-ins only, over the proxy iframe (postMessage)'(wk, mock, app) {
    await wk.goto(app.page('/proxy.html', legacyApiPage(mock.url, token(mock), `<script>${STRIP_TO_IE8}${FORCE.proxy}</script>`, app.report)));
    equal(await app.reported(), LEGACY_API_LINES, 'calls');
  },

  async 'IN.API with IE 8 built-ins only and no postMessage, answered in URL fragments'(wk, mock, app) {
    await wk.goto(app.page('/fragment.html', legacyApiPage(mock.url, token(mock), `<script>${STRIP_TO_IE8}${FORCE.fragment}</script>`, app.report)));
    equal(await app.reported(), LEGACY_API_LINES, 'calls');
  },

  async 'IN.User signs in through the popup and the login and consent dialog'(wk, mock, app) {
    // The mock on "localhost" (same site as the app), as a developer would run both.
    const sdk = mock.url.replace('127.0.0.1', 'localhost');
    await wk.goto(app.page('/signin.html', `<!DOCTYPE html><html><head><script>var calls = [];</script></head><body>
<button id="signin" onclick="IN.User.authorize(function () { calls.push('callback:' + IN.User.getMemberId()); })">Sign in</button>
<script src="${sdk}/in.js">api_key: demo-api-key</script>
<script>IN.Event.on(IN, 'auth', function () { calls.push('auth'); });</script></body></html>`));
    const main = await wk.window();
    await wk.click('#signin');
    await switchToPopup(wk, main);
    await logInAsAda(wk);
    await until(wk, "return !!document.getElementById('allow')");
    await wk.click('#allow');
    await wk.switchTo(main);
    await until(wk, 'return calls.length === 2');
    equal(await wk.eval('return [calls, IN.User.isAuthorized()]'), [['auth', `callback:${MEMBER}`], true], 'sign-in');
  },

  async 'IN/Share shows the count and shares through the dialog'(wk, mock, app) {
    const url = 'https://example.com/webkit-article';
    await wk.goto(app.page('/share.html', `<!DOCTYPE html><html><head><script>var calls = [];
function shared(r) { calls.push('shared:' + r.comment); }</script></head><body>
<script type="IN/Share" data-url="${url}" data-counter="right" data-showzero="true" data-onsuccess="shared"></script>
<script src="${mock.url.replace('127.0.0.1', 'localhost')}/in.js">api_key: demo-api-key</script></body></html>`));
    await until(wk, "var c = document.getElementsByClassName('IN-count')[0]; return c && c.innerHTML === '0'");
    const main = await wk.window();
    await wk.click('.IN-widget button');
    await switchToPopup(wk, main);
    await logInAsAda(wk);
    await until(wk, "return !!document.getElementById('comment')");
    await wk.type('#comment', 'Seen in WebKit');
    await wk.click('#post');
    await wk.switchTo(main);
    await until(wk, 'return calls.length === 1');
    equal(await wk.eval('return calls'), ['shared:Seen in WebKit'], 'success callback');
    await until(wk, "return document.getElementsByClassName('IN-count')[0].innerHTML === '1'");
  },

  async 'the proxy refuses an origin the API key does not list'(wk, mock, app) {
    const other = await appServer('127.0.0.2');
    try {
      await wk.goto(other.page('/refused.html', legacyApiPage(mock.url, token(mock), `<script>${FORCE.proxy}</script>`)));
      const text = await until(wk, "var t = document.getElementById('out').textContent; return t.indexOf('done') >= 0 && t");
      if (!/failed 403 JavaScript API Domain is restricted to 127\.0\.0\.1, localhost/.test(text)) throw new Error(`expected a 403 refusal, got: ${text}`);
    } finally {
      other.close();
    }
  },
};

/** Waits for the dialog's login form in the current window and logs in as the demo member. */
async function logInAsAda(wk) {
  await until(wk, "return !!document.getElementById('session_key')");
  await wk.type('#session_key', 'ada.lovelace@example.com');
  await wk.type('#session_password', 'demo-password');
  await wk.click('#login');
}

/** Switches to the window that is not `main` (the popup the page just opened). */
async function switchToPopup(wk, main) {
  const end = Date.now() + 10000;
  for (;;) {
    const popup = (await wk.windows()).find((handle) => handle !== main);
    if (popup) return wk.switchTo(popup);
    if (Date.now() > end) throw new Error('no popup opened');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function token(mock) {
  return mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: MEMBER, scopes: ['r_basicprofile', 'r_network', 'rw_nus'] }).token;
}

async function appServer(host = '127.0.0.1') {
  const pages = new Map();
  const reports = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/report') {
      reports.push(url.searchParams.get('lines') ?? '');
      res.writeHead(204);
      res.end();
      return;
    }
    const html = pages.get(url.pathname);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${server.address().port}`;
  return {
    report: url + '/report',
    /** The lines a legacy page reported (it cannot be read through WebDriver: no Promise). */
    async reported(ms = 30000) {
      const end = Date.now() + ms;
      while (!reports.length) {
        if (Date.now() > end) throw new Error('the page reported nothing');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return reports.shift().trim().split('\n');
    },
    page(path, html) {
      pages.set(path, html);
      return url + path;
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

let passed = 0;
let failed = 0;
const wk = await startWebKit(DRIVER_PORT);
try {
  for (const [name, check] of Object.entries(checks)) {
    const mock = await startServer({ port: 0 });
    const app = await appServer();
    try {
      await check(wk, mock, app);
      passed++;
      console.log(`  ✓ [webkit] ${name}`);
    } catch (error) {
      failed++;
      console.log(`  ✘ [webkit] ${name}\n      ${error.message}`);
    } finally {
      app.close();
      await mock.close();
    }
  }
} finally {
  await wk.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

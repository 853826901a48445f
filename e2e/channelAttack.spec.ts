// Attacks on the browser channels that carry a token or member data, in
// Chromium and Firefox. The victim, Ada, is signed in on the auth host and has granted the demo
// app, whose JavaScript API domain is narrowed to the app's exact origin (the `app` fixture). The attacker
// serves pages from an origin the key does not list: 127.0.0.2 (another site: what any web page can
// do with popups) or localhost on another port (the same site as the auth host, so the member's
// SameSite=Lax login cookie reaches frames too, as it does everywhere in IE 6/7, which know no
// SameSite). The attacker opens or embeds each channel with crafted parameters, waits until the
// service has answered and the browser shows the service's page ran (probesRan: no fixed sleeps),
// reads whatever it can (window.name, location, frames, messages), navigates
// the window back to its own origin and reads again. Each test ends with: no token the service
// issued is in the loot, every token-like string in it gets 401 from /v1/people/~, and the loot
// holds no member data.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, logInAsAda, clickClosingPopup, ADA, type AppServer } from './fixtures';
import type { RunningServer } from '../dist/mock-server/index.js';

/** The attacker's page: helpers it drives, and everything it got in `loot`. */
const ATTACK_PAGE = `<!DOCTYPE html><html><head><title>attacker</title><script type="text/javascript">
  // Every window the attacker opened or embedded (several at once: probes run side by side);
  // target is the latest, the one post() writes to.
  var loot = [], target = null, frame = null, targets = [];
  window.addEventListener('message', function (e) { loot.push('message from ' + e.origin + ': ' + String(e.data)); });
  function read(w, when) {
    if (!w) return;
    try { loot.push(when + ' name: ' + w.name); } catch (e) {}
    try { loot.push(when + ' location: ' + w.location.href); } catch (e) {}
    try {
      loot.push(when + ' frames: ' + w.frames.length);
      for (var i = 0; i < w.frames.length; i++) {
        try { loot.push(when + ' frame ' + i + ' location: ' + w.frames[i].location.href); } catch (e) {}
        try { loot.push(when + ' frame ' + i + ' name: ' + w.frames[i].name); } catch (e) {}
      }
    } catch (e) {}
  }
  function openWindow(url) { frame = null; target = window.open(url, '_blank', 'width=500,height=500'); targets.push({ w: target, frame: null }); return !!target; }
  // Each frame counts its load events: the parent sees one when the document in it (the service's
  // page, its script run, and the frames that script added) has loaded, whatever its origin.
  function embed(url) {
    var t = { w: null, frame: document.createElement('iframe'), loads: 0 };
    frame = t.frame;
    frame.onload = function () { t.loads++; };
    frame.src = url;
    document.body.appendChild(frame);
    target = t.w = frame.contentWindow;
    targets.push(t);
  }
  function framesLoaded() { for (var i = 0; i < targets.length; i++) if (targets[i].frame && !targets[i].loads) return false; return true; }
  // Whether every window holds a frame: where the service answers at ret, the frame its script added.
  function answered() {
    for (var i = 0; i < targets.length; i++) { try { if (!targets[i].w.frames.length) return false; } catch (e) { return false; } }
    return true;
  }
  function post(message) { target.postMessage(message, '*'); }
  // Navigates every window back to this origin and reads each once it is here (window.name survives).
  function bringBack() {
    var back = location.origin + '/blank.html';
    return Promise.all(targets.map(function (t) {
      read(t.w, 'there');
      // A window that closed itself (the sign-in relay closes its popup) holds nothing more to read.
      if (t.w.closed) { loot.push('closed'); return Promise.resolve(false); }
      if (t.frame) t.frame.src = back; else t.w.location.href = back;
      return new Promise(function (resolve) {
        var tries = 0;
        var timer = setInterval(function () {
          var home = false;
          try { home = t.w.location.href === back && t.w.document.readyState === 'complete'; } catch (e) {}
          if (home || t.w.closed || ++tries > 50) { clearInterval(timer); read(t.w, 'back'); resolve(home); }
        }, 100);
      });
    }));
  }
</script></head><body></body></html>`;

const BLANK = '<!DOCTYPE html><html><head><title>blank</title></head><body>attacker</body></html>';

/** The registered app's page: in.js and a sign-in button. */
const appPage = (sdk: string) => `<!DOCTYPE html><html><head><title>app</title><link rel="icon" href="data:,"></head><body>
<button id="signin" onclick="IN.User.authorize()">Sign in</button>
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script></body></html>`;

interface Attacker {
  url: string;
  page: Page;
  /** The windows the attacker's page opened, in order. */
  popups: Page[];
}

/** A page server on localhost (the auth host's site) at another port than the app: unregistered. */
async function sameSiteServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    res.writeHead(path === '/attack.html' || path === '/blank.html' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(path === '/attack.html' ? ATTACK_PAGE : path === '/blank.html' ? BLANK : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Narrows the demo app to the app's exact origin, and signs Ada in there through the framework's
 * popup (login and consent): she is signed in on the auth host and has granted the app.
 */
async function victimSignedIn(page: Page, mock: RunningServer, app: AppServer): Promise<string> {
  mock.admin.loadFixtures({
    apps: [{ apiKey: 'demo-api-key', secretKey: 'demo-secret-key', name: 'in-js Demo', redirectUrls: [`${app.url}/callback`], jsOrigins: [app.url] }],
  });
  // The service as localhost, on purpose, in every project: the attacker pages on other localhost
  // ports are then on its site, the strongest attacker (the member's cookies go with its requests).
  const sdk = mock.url.replace('127.0.0.1', 'localhost');
  await page.goto(app.page('/app.html', appPage(sdk)));
  const opened = page.waitForEvent('popup');
  await page.click('#signin');
  const popup = await opened;
  await logInAsAda(popup);
  await clickClosingPopup(popup, '#allow');
  await expect.poll(() => page.evaluate(() => (window as any).IN.User.isAuthorized())).toBe(true);
  return sdk;
}

/** The attacker's page, from the cross-site fixture (127.0.0.2) or a same-site server. */
async function attackerPage(page: Page, server: { url: string; page?: AppServer['page'] }): Promise<Attacker> {
  if (server.page) {
    server.page('/blank.html', BLANK);
    server.page('/attack.html', ATTACK_PAGE);
  }
  const tab = await page.context().newPage();
  const popups: Page[] = [];
  tab.on('popup', (popup) => popups.push(popup));
  await tab.goto(`${server.url}/attack.html`);
  return { url: server.url, page: tab, popups };
}

/**
 * Makes the browser ignore the service's Content-Security-Policy and X-Frame-Options, as IE 6/7
 * do: the channels must be safe without frame-ancestors.
 */
async function ignoreCsp(page: Page, sdk: string): Promise<void> {
  await page.context().route(`${sdk}/**`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    await route.fulfill({ response, headers });
  });
}

/** Waits until the service has issued a token after `before` (the attack made it hand one out). */
async function tokenIssued(mock: RunningServer, before: number): Promise<void> {
  await expect.poll(() => mock.admin.tokens().length, { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Waits until the service has answered `path` `count` times (its request journal). */
async function served(mock: RunningServer, path: string, count = 1): Promise<void> {
  await expect.poll(() => mock.admin.countRequests({ path }).count, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
}

/** After a probe's last step has run in the browser: time for a message already posted to arrive. */
const SETTLE_MS = 250;

/**
 * Waits until every probe the attacker started has run to its end, as the browser shows it, then
 * settles briefly: each window it opened has loaded the service's page (whose script runs before
 * the load event) or closed itself; each frame it embedded has fired its load event (the service's
 * page, or the browser's refusal to frame it); and, with `answers`, where the service answers at
 * ret, each window holds the frame the service's script added for it (after the call it made, in
 * the API proxy). Positive events instead of a fixed wait: a probe that did not run fails here, and
 * one that leaked had its leak in place before the loot is read.
 */
async function probesRan(evil: Attacker, { answers = false }: { answers?: boolean } = {}): Promise<void> {
  const opened = await evil.page.evaluate(() => (window as any).targets.filter((t: { frame: unknown }) => !t.frame).length as number);
  await expect.poll(() => evil.popups.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(opened);
  for (const popup of evil.popups) {
    // Past the window's first about:blank: closed, or on the service's (or a page it sent it to).
    await expect.poll(() => popup.isClosed() || popup.url() !== 'about:blank', { timeout: 10_000 }).toBe(true);
    if (!popup.isClosed()) await popup.waitForLoadState('load').catch(() => undefined);
  }
  await expect.poll(() => evil.page.evaluate(() => (window as any).framesLoaded() as boolean), { timeout: 10_000 }).toBe(true);
  if (answers) await expect.poll(() => evil.page.evaluate(() => (window as any).answered() as boolean), { timeout: 10_000 }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/**
 * Counts the messages the attacker's proxy frame for `origin` receives, with a listener Playwright
 * adds after the proxy's own (listeners run in the order they were added): once it has counted a
 * message, the proxy has handled it and made any call it was going to. Returns a wait for `count`
 * messages, then a settle for an answer to one to arrive.
 */
async function countMessages(evil: Attacker, origin: string): Promise<(count: number) => Promise<void>> {
  const frame = evil.page.frames().find((candidate) => candidate.url().includes('/uas/js/xdrpc.html') && new URL(candidate.url()).searchParams.get('origin') === origin);
  if (!frame) throw new Error(`no proxy frame for ${origin}`);
  await frame.evaluate(() => {
    const w = window as any;
    w.receivedMessages = 0;
    w.addEventListener('message', () => w.receivedMessages++);
  });
  return async (count) => {
    await expect.poll(() => frame.evaluate(() => (window as any).receivedMessages as number), { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  };
}

/** What the attacker got, after bringing the window back. */
async function loot(attacker: Attacker): Promise<string> {
  await attacker.page.evaluate(() => (window as any).bringBack());
  const lines = await attacker.page.evaluate(() => (window as any).loot as string[]);
  return lines.join('\n');
}

/** `text` as it is, and decoded as often as it was URL-encoded. */
function readings(text: string): string[] {
  const out = [text];
  for (let i = 0; i < 3; i++) {
    try {
      out.push(decodeURIComponent(out[out.length - 1]!));
    } catch {
      break;
    }
  }
  return out;
}

/** The attacker holds nothing that works and no member data. */
async function holdsNothing(got: string, mock: RunningServer, request: APIRequestContext): Promise<void> {
  const texts = readings(got);
  const candidates = new Set(texts.flatMap((text) => text.match(/[A-Za-z0-9_-]{24,}/g) ?? []));
  for (const token of mock.admin.tokens()) expect(got).not.toContain(token.token);
  for (const candidate of candidates) {
    const response = await request.get(`${mock.url}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${candidate}` } });
    expect(response.status(), `the API refuses '${candidate}'`).toBe(401);
  }
  for (const text of texts) for (const data of [ADA.id, ADA.email, 'Lovelace', 'csrfToken', 'revoke']) expect(text).not.toContain(data);
}

const authorizeUrl = (sdk: string, origin: string, extra: string) =>
  `${sdk}/uas/oauth2/authorize?immediate=true&client_id=demo-api-key&type=user-agent&origin=${encodeURIComponent(origin)}&state=attacker-state${extra}`;

const favicon = (origin: string) => encodeURIComponent(`${origin}/favicon.ico`);

test.describe('the sign-in window', () => {
  test('opened with ret= on the registered origin (the IE 6/7 path) and navigated back: no token', async ({ page, mock, app, attacker, request }) => {
    const sdk = await victimSignedIn(page, mock, app);
    const evil = await attackerPage(page, attacker);
    const before = mock.admin.tokens().length;
    await evil.page.evaluate((url) => (window as any).openWindow(url), authorizeUrl(sdk, app.url, `&ret=${favicon(app.url)}`));
    // The member has granted the app: the service hands a token out at once, without a dialog.
    await tokenIssued(mock, before);
    await served(mock, '/uas/oauth2/authorize');
    await probesRan(evil, { answers: true });
    const got = await loot(evil);
    // The answer was right there, in a frame of the attacker's own popup, on the app's origin…
    expect(got).toContain('there frames: 1');
    // …and the window came back to the attacker with nothing in its name.
    expect(got).toContain('back location: ' + attacker.url + '/blank.html');
    await holdsNothing(got, mock, request);
  });

  test('opened without ret (postMessage to the registered origin): the attacker hears nothing', async ({ page, mock, app, attacker, request }) => {
    const sdk = await victimSignedIn(page, mock, app);
    const evil = await attackerPage(page, attacker);
    const before = mock.admin.tokens().length;
    await evil.page.evaluate((url) => (window as any).openWindow(url), authorizeUrl(sdk, app.url, ''));
    await tokenIssued(mock, before);
    await served(mock, '/uas/oauth2/authorize');
    await probesRan(evil);
    await holdsNothing(await loot(evil), mock, request);
  });

  test('ret= on the attacker origin, or an unregistered origin= with ret: refused with an error page, never followed', async ({ page, mock, app, attacker, request }) => {
    const sdk = await victimSignedIn(page, mock, app);
    const evil = await attackerPage(page, attacker);
    const before = mock.admin.tokens().length;
    for (const [origin, ret] of [
      [app.url, `${attacker.url}/blank.html`],
      [attacker.url, `${attacker.url}/blank.html`],
    ]) {
      const opened = evil.page.waitForEvent('popup');
      await evil.page.evaluate((url) => (window as any).openWindow(url), authorizeUrl(sdk, origin, `&ret=${encodeURIComponent(ret)}`));
      const popup = await opened;
      await expect(popup.locator('#error')).toBeVisible();
      expect(new URL(popup.url()).origin).toBe(sdk);
      await holdsNothing(await loot(evil), mock, request);
    }
    expect(mock.admin.tokens().length).toBe(before);
    expect(mock.admin.countRequests({ path: '/blank.html' }).count).toBe(0);
  });
});

for (const csp of ['kept', 'ignored, as IE 6/7 do']) {
  test.describe(`the silent sign-in frame, CSP ${csp}`, () => {
    // Same site as the auth host: the member's login cookie reaches the frame, as in IE 6/7.
    let sameSite: Awaited<ReturnType<typeof sameSiteServer>>;
    test.beforeEach(async () => {
      sameSite = await sameSiteServer();
    });
    test.afterEach(async () => sameSite.close());

    test('embedded with ret= and mode=silent, then navigated back: no token', async ({ page, mock, app, request }) => {
      const sdk = await victimSignedIn(page, mock, app);
      if (csp !== 'kept') await ignoreCsp(page, sdk);
      const evil = await attackerPage(page, sameSite);
      const before = mock.admin.tokens().length;
      await evil.page.evaluate((url) => (window as any).embed(url), authorizeUrl(sdk, app.url, `&mode=silent&ret=${favicon(app.url)}`));
      await tokenIssued(mock, before);
      await served(mock, '/uas/oauth2/authorize');
      // Framed at all only without CSP; then the answer sits in a frame at ret.
      await probesRan(evil, { answers: csp !== 'kept' });
      const got = await loot(evil);
      // Without CSP the frame ran in the attacker's page: the answer sat in a frame inside it, unreadable.
      expect(got).toContain(csp === 'kept' ? 'there frames: 0' : 'there frames: 1');
      await holdsNothing(got, mock, request);
    });

    test('embedded with postMessage: the frame answers only the registered origin', async ({ page, mock, app, request }) => {
      const sdk = await victimSignedIn(page, mock, app);
      if (csp !== 'kept') await ignoreCsp(page, sdk);
      const evil = await attackerPage(page, sameSite);
      const before = mock.admin.tokens().length;
      await evil.page.evaluate((url) => (window as any).embed(url), authorizeUrl(sdk, app.url, '&mode=silent'));
      await tokenIssued(mock, before);
      await served(mock, '/uas/oauth2/authorize');
      await probesRan(evil);
      await holdsNothing(await loot(evil), mock, request);
    });
  });
}

/**
 * The proxy's request for `path` without postMessage, as an attacker writes it: the old
 * window.name mode (ret in the fragment) and the fragment mode (ret in the query), at once.
 */
function proxyUrl(sdk: string, origin: string, path: string, mode: string): string {
  const ret = encodeURIComponent(`${origin}/favicon.ico`);
  const message = `inxd=1&id=1&method=GET&url=${encodeURIComponent(path)}&ret=${ret}`;
  return `${sdk}/uas/js/xdrpc.html?api_key=demo-api-key&origin=${encodeURIComponent(origin)}&mode=${mode}&ret=${ret}#${message}`;
}

/** Cookie-authenticated pages of the auth host, and a REST path without a token. */
const PROXY_TARGETS = (origin: string) => [
  `/uas/oauth2/authorize?immediate=true&client_id=demo-api-key&type=user-agent&origin=${encodeURIComponent(origin)}&state=s&mode=silent`,
  '/psettings/permitted-services',
  '/v1/people/~?format=json',
  '/v1/../psettings/permitted-services',
  '/v1/%2e%2e/psettings/permitted-services',
];

test.describe('the API proxy', () => {
  for (const mode of ['name', 'fragment']) {
    test(`mode=${mode}, opened in a popup with requests for cookie-authenticated pages: nothing comes back`, async ({ page, mock, app, attacker, request }) => {
      const sdk = await victimSignedIn(page, mock, app);
      const evil = await attackerPage(page, attacker);
      const before = mock.admin.tokens().length;
      // Every request at once, each in a window of its own: the service answers them side by side.
      const paths = PROXY_TARGETS(app.url);
      for (const path of paths) await evil.page.evaluate((url) => (window as any).openWindow(url), proxyUrl(sdk, app.url, path, mode));
      await served(mock, '/uas/js/xdrpc.html', paths.length);
      // In fragment mode each proxy answers its one request in a frame at ret; in message mode it answers nobody here.
      await probesRan(evil, { answers: mode === 'fragment' });
      const got = await loot(evil);
      expect(got.match(/^back location: /gm)).toHaveLength(paths.length);
      await holdsNothing(got, mock, request);
      // The proxy made none of these calls for the attacker: no token came out of a silent sign-in.
      expect(mock.admin.tokens().length).toBe(before);
      expect(mock.admin.countRequests({ path: '/psettings/permitted-services' }).count).toBe(0);
    });

    for (const csp of ['kept', 'ignored, as IE 6/7 do']) {
      test(`mode=${mode}, embedded in a same-site page, CSP ${csp}: nothing comes back`, async ({ page, mock, app, request }) => {
        const sameSite = await sameSiteServer();
        try {
          const sdk = await victimSignedIn(page, mock, app);
          if (csp !== 'kept') await ignoreCsp(page, sdk);
          const evil = await attackerPage(page, sameSite);
          const before = mock.admin.tokens().length;
          // Every request at once, each in a frame of its own.
          const paths = PROXY_TARGETS(app.url);
          for (const path of paths) await evil.page.evaluate((url) => (window as any).embed(url), proxyUrl(sdk, app.url, path, mode));
          await served(mock, '/uas/js/xdrpc.html', paths.length);
          // Framed at all only without CSP; then, in fragment mode, each answers in a frame at ret.
          await probesRan(evil, { answers: mode === 'fragment' && csp !== 'kept' });
          const got = await loot(evil);
          expect(got.match(/^back location: /gm)).toHaveLength(paths.length);
          await holdsNothing(got, mock, request);
          expect(mock.admin.tokens().length).toBe(before);
          expect(mock.admin.countRequests({ path: '/psettings/permitted-services' }).count).toBe(0);
        } finally {
          await sameSite.close();
        }
      });
    }
  }

  test('in message mode: it answers only its parent on the registered origin; forged requests get nothing', async ({ page, mock, app, request }) => {
    const sameSite = await sameSiteServer();
    try {
      const sdk = await victimSignedIn(page, mock, app);
      await ignoreCsp(page, sdk);
      const evil = await attackerPage(page, sameSite);
      const before = mock.admin.tokens().length;
      // For the registered origin: the attacker's messages are not the page's.
      await evil.page.evaluate((url) => (window as any).embed(url), `${sdk}/uas/js/xdrpc.html?api_key=demo-api-key&origin=${encodeURIComponent(app.url)}`);
      await served(mock, '/uas/js/xdrpc.html', 1);
      await probesRan(evil);
      const forged = PROXY_TARGETS(app.url);
      const handled = await countMessages(evil, app.url);
      for (const path of forged) {
        await evil.page.evaluate((message) => (window as any).post(message), `inxd=1&id=7&method=GET&url=${encodeURIComponent(path)}`);
      }
      await handled(forged.length);
      await holdsNothing(await loot(evil), mock, request);
      // For its own origin: refused, with the reason and nothing else.
      await evil.page.evaluate((url) => (window as any).embed(url), `${sdk}/uas/js/xdrpc.html?api_key=demo-api-key&origin=${encodeURIComponent(sameSite.url)}`);
      await served(mock, '/uas/js/xdrpc.html', 2);
      await probesRan(evil);
      const handledThere = await countMessages(evil, sameSite.url);
      await evil.page.evaluate((message) => (window as any).post(message), `inxd=1&id=8&method=GET&url=${encodeURIComponent('/v1/people/~')}`);
      await handledThere(1);
      const got = await loot(evil);
      expect(got).toContain(`message from ${sdk}: inxd=1&error=JavaScript%20API%20Domain%20is%20restricted%20to`);
      await holdsNothing(got, mock, request);
      expect(mock.admin.tokens().length).toBe(before);
      expect(mock.admin.countRequests({ path: '/psettings/permitted-services' }).count).toBe(0);
    } finally {
      await sameSite.close();
    }
  });
});

test('the share dialog opened with ret=: what the member shared stays with the registered origin', async ({ page, mock, app, attacker, request }) => {
  const sdk = await victimSignedIn(page, mock, app);
  const evil = await attackerPage(page, attacker);
  const opened = evil.page.waitForEvent('popup');
  const url = encodeURIComponent('https://example.com/lure');
  await evil.page.evaluate(
    (address) => (window as any).openWindow(address),
    `${sdk}/cws/share?api_key=demo-api-key&origin=${encodeURIComponent(app.url)}&state=attacker-state&url=${url}&ret=${favicon(app.url)}`,
  );
  const dialog = await opened;
  // The member, signed in, shares the link the attacker chose.
  await dialog.fill('#comment', 'a note only for my network');
  await dialog.click('#post');
  await expect.poll(() => mock.admin.countRequests({ method: 'POST', path: '/cws/share' }).count).toBe(1);
  // The dialog's answer: hidden frames at ret, in the attacker's own popup.
  await probesRan(evil, { answers: true });
  const got = await loot(evil);
  expect(got).toContain('there frames: 1');
  expect(got).not.toContain('a note only for my network');
  expect(got).not.toContain('UNIU-');
  await holdsNothing(got, mock, request);
});

test('JSONP endpoints answer an unregistered same-site page nothing secret', async ({ page, mock, app, request }) => {
  const sameSite = await sameSiteServer();
  try {
    const sdk = await victimSignedIn(page, mock, app);
    const evil = await attackerPage(page, sameSite);
    const answers = await evil.page.evaluate(async (base) => {
      const load = (path: string) =>
        new Promise<string>((resolve) => {
          const name = 'cb' + Math.random().toString(36).slice(2);
          (window as any)[name] = (data: unknown) => resolve(JSON.stringify(data));
          const script = document.createElement('script');
          script.src = `${base}${path}${path.includes('?') ? '&' : '?'}callback=${name}`;
          script.onerror = () => resolve('load error');
          document.head.appendChild(script);
        });
      return [
        await load('/uas/js/authuserspace?api_key=demo-api-key'),
        await load('/uas/js/authuserspace?api_key=demo-api-key&oauth_token=guess'),
        await load(`/countserv/count/share?url=${encodeURIComponent('https://example.com/')}`),
        // Last: it ends the member's login session (any page can do that), and answers nothing more.
        await load('/uas/connect/logout?api_key=demo-api-key&oauth_token=guess'),
      ];
    }, sdk);
    expect(answers[0]).toContain('"error"');
    expect(answers[2]).toContain('"count"');
    expect(answers[3]).toBe('{"status":"logged_out"}');
    await holdsNothing(answers.join('\n'), mock, request);
  } finally {
    await sameSite.close();
  }
});

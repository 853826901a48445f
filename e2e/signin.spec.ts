// Member sign-in in real browsers: IN.User, the popup with the mock service's login and consent
// dialog, auto-login, the 30-minute session, refresh, logout, and the refusals. Runs with the page
// on another site than the service (projects chromium, firefox) and on the same site (*-same-site),
// except the tests tagged ANY_SITE, whose outcome no cookie decides: those run cross-site only.
import type { Page } from '@playwright/test';
import { test, expect, logInAsAda, clickClosingPopup, silentCheckSeesSession, ANY_SITE } from './fixtures';
import { AUTHORIZE_PATH } from '../protocol/paths';
import { crc32 } from '../mock-server/jsapi/crc32';
import { signInPage as appPage } from './pages/signInPage.mjs';

const MEMBER_ID = 'aZ3kq9XbW1';

const calls = (page: Page) => page.evaluate(() => (window as any).calls as string[]);

async function openPopup(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.click('#signin');
  return popup;
}

/** Signs in through the popup: login, then consent unless the app was granted before; resolves once the popup closed itself. */
async function signInThroughDialog(page: Page, consent = true) {
  const popup = await openPopup(page);
  await logInAsAda(popup, { closes: !consent });
  if (consent) {
    await expect(popup.locator('#allow')).toBeVisible();
    await clickClosingPopup(popup, '#allow');
  }
}

test.describe('IN.User sign-in', () => {
  test('first sign-in goes through login and consent; the next one skips the dialog', async ({ page, service, app }) => {
    const sdk = service;
    const url = app.page('/app.html', appPage(sdk));
    await page.goto(url);
    await expect.poll(() => calls(page)).toEqual(['onLoad:false']);
    await signInThroughDialog(page);
    await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'authorize:false', 'auth', `callback:${MEMBER_ID}`, 'refresh']);
    const auth = await page.evaluate(() => (window as any).IN.ENV.auth);
    expect(auth.member_id).toBe(MEMBER_ID);
    expect(auth.oauth_token.length).toBeGreaterThan(100);
    expect(await page.evaluate(() => (window as any).IN.User.getUIMode())).toBe('iframe');
    // Already signed in: the callback runs at once and authorize returns true.
    await page.click('#signin');
    expect((await calls(page)).slice(-2)).toEqual([`callback:${MEMBER_ID}`, 'authorize:true']);

    // A new page: the member is signed in on the auth host and has granted the app, so the popup
    // hands over a token without showing the dialog.
    await page.goto(url);
    const popup = await openPopup(page);
    await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'authorize:false', 'auth', `callback:${MEMBER_ID}`, 'refresh']);
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  test('deny and cancel end in noAuth without calling the callback', async ({ page, service, app }) => {
    const sdk = service;
    await page.goto(app.page('/app.html', appPage(sdk)));
    let popup = await openPopup(page);
    await clickClosingPopup(popup, '#cancel');
    await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'authorize:false', 'noAuth']);

    popup = await openPopup(page);
    await logInAsAda(popup);
    await clickClosingPopup(popup, '#deny');
    await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'authorize:false', 'noAuth', 'authorize:false', 'noAuth']);
    expect(await page.evaluate(() => (window as any).IN.User.isAuthorized())).toBe(false);
  });

  test('closing the popup fires noAuth; a second authorize while it is open opens no other window', ANY_SITE, async ({ page, service, app, context }) => {
    const sdk = service;
    await page.goto(app.page('/app.html', appPage(sdk)));
    const popup = await openPopup(page);
    await page.click('#signin');
    expect(context.pages()).toHaveLength(2);
    await popup.close();
    await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'authorize:false', 'authorize:false', 'noAuth']);
  });

  test('a blocked popup gives a console error and the error callback, and authorize returns false', ANY_SITE, async ({ page, service, app, consoleLines }) => {
    const sdk = service;
    await page.goto(app.page('/app.html', appPage(sdk)));
    await expect.poll(() => calls(page)).toEqual(['onLoad:false']);
    const result = await page.evaluate(() => {
      const w = window as any;
      w.open = () => null;
      const seen: string[] = [];
      w.IN.UI.Authorize().place().error((e: any) => seen.push('error:' + e.error));
      seen.push('authorize:' + w.IN.User.authorize(() => seen.push('callback')));
      return new Promise((resolve) => setTimeout(() => resolve(seen), 50));
    });
    expect(result).toEqual(['authorize:false', 'error:blocked']);
    expect(consoleLines.join('\n')).toContain('the sign-in popup was blocked');
  });

  test('authorize: true: onLoad sees the session, then auth fires; where the browser gives the silent check no cookie, noAuth comes at once', async ({ page, service, app, site, browserName }) => {
    const sdk = service;
    // When the silent frame was added, to tell the service's prompt answer from the 2-second bound.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as any;
        if (!w.silentAt && document.querySelector('iframe[src*="mode=silent"]')) w.silentAt = Date.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const url = app.page('/auto.html', appPage(sdk, 'authorize: true').replace("record('noAuth')", "record('noAuth'); window.noAuthAt = Date.now()"));
    await page.goto(url);
    await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'noAuth']);
    await signInThroughDialog(page);
    await page.reload();
    if (silentCheckSeesSession(site, browserName)) {
      await expect.poll(() => calls(page)).toEqual(['onLoad:true', 'auth']);
      expect(await page.evaluate(() => (window as any).IN.User.getMemberId())).toBe(MEMBER_ID);
    } else {
      // Chromium sends the third-party silent frame none of the auth host's cookies, so the
      // service answers "not signed in" at once (docs/signin.md).
      await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'noAuth']);
      const waited = await page.evaluate(() => (window as any).noAuthAt - (window as any).silentAt);
      expect(waited).toBeLessThan(1500);
    }
  });

  test('the session ends after 30 minutes on the mock clock; refresh extends it', async ({ page, mock, service, app, request }) => {
    const sdk = service;
    await page.goto(app.page('/app.html', appPage(sdk)));
    await signInThroughDialog(page);
    const token = await page.evaluate(() => (window as any).IN.ENV.auth.oauth_token);
    const verify = async () => (await (await request.post(mock.url + '/__admin/verify', { data: { token } })).json()).status;
    const advance = (seconds: number) => request.post(mock.url + '/__admin/clock', { data: { advanceSeconds: seconds } });

    await advance(20 * 60);
    await page.evaluate(() => (window as any).IN.User.refresh());
    // One refresh event came with the sign-in; the second is this refresh's.
    await expect.poll(async () => (await calls(page)).filter((c) => c === 'refresh').length).toBe(2);
    await advance(20 * 60);
    expect(await verify()).toBe('valid');
    await advance(11 * 60);
    expect(await verify()).toBe('expired');
    // The page learns it from the API's 401 and is no longer signed in.
    const error = await page.evaluate(
      () => new Promise((resolve) => (window as any).IN.API.Raw('/people/~').result(resolve).error(resolve)),
    );
    expect(error).toMatchObject({ status: 401 });
    expect(await page.evaluate(() => (window as any).IN.User.isAuthorized())).toBe(false);
  });

  test('logout ends the session but not the grant: the next sign-in needs a login, not consent', async ({ page, mock, service, app, request }) => {
    const sdk = service;
    await page.goto(app.page('/app.html', appPage(sdk, 'credentials_cookie: true\ncredentials_cookie_crc: true')));
    await signInThroughDialog(page);
    const token = await page.evaluate(() => (window as any).IN.ENV.auth.oauth_token);
    const cookies = await page.evaluate(() => document.cookie);
    // The service sends the cookie's CRC-32 with it; the page writes both.
    const value = /linkedin_oauth_demo-api-key=([^;]*)/.exec(cookies)![1];
    expect(cookies).toContain(`linkedin_oauth_demo-api-key_crc=${crc32(value)}`);
    await page.evaluate(() => new Promise((resolve) => (window as any).IN.User.logout(resolve)));
    expect((await calls(page)).slice(-1)).toEqual(['logout']);
    expect(await page.evaluate(() => [(window as any).IN.User.isAuthorized(), (window as any).IN.ENV.auth.oauth_token, document.cookie])).toEqual([false, '', '']);
    expect((await (await request.post(mock.url + '/__admin/verify', { data: { token } })).json()).status).toBe('invalid');
    await signInThroughDialog(page, false);
    await expect.poll(async () => (await calls(page)).slice(-3)).toEqual(['auth', `callback:${MEMBER_ID}`, 'refresh']);
  });

  test('a page on an origin the API key does not list gets no token', ANY_SITE, async ({ page, service, attacker, consoleLines }) => {
    // The attacker's page is on 127.0.0.2, a loopback address the demo app's JavaScript API domains do not list.
    await page.goto(attacker.page('/app.html', appPage(service)));
    const popup = await openPopup(page);
    await expect(popup.locator('#error')).toContainText(`this page is on ${attacker.url}`);
    await expect(popup.locator('#error')).toContainText('JavaScript API Domain is restricted to');
    await expect.poll(() => calls(page)).toEqual(['onLoad:false', 'authorize:false', 'noAuth']);
    expect(consoleLines.join('\n')).toContain('JavaScript API Domain is restricted to 127.0.0.1, localhost');
    expect(await page.evaluate(() => (window as any).IN.User.isAuthorized())).toBe(false);
  });

  test('a forged sign-in message from another window is ignored', async ({ page, service, app }) => {
    const sdk = service;
    await page.goto(app.page('/app.html', appPage(sdk)));
    // The state is read from the request that opened the popup: the popup's own URL is about:blank
    // at first (Firefox) and the dialog's after the redirect, and neither carries it.
    const opened = page.context().waitForEvent('request', (request) => new URL(request.url()).pathname === AUTHORIZE_PATH);
    const popup = await openPopup(page);
    const state = new URL((await opened).url()).searchParams.get('state');
    expect(state).toBeTruthy();
    await expect(popup.locator('#session_key')).toBeVisible();
    const forged = `inauth=1&state=${state}&access_token=FORGED&member_id=evil&expires_in=1800`;
    // Each forger posts the forged answer, then 'sync': once the page has heard every 'sync', it
    // has heard every forgery (messages from one window arrive in order), so nothing is timed.
    await page.evaluate(() => {
      (window as any).synced = [];
      window.addEventListener('message', (event) => {
        if (/^sync:/.test(String(event.data))) (window as any).synced.push(event.data);
      });
    });
    const post = ([target, message]: string[]) => {
      const to = target === 'self' ? window : target === 'parent' ? window.parent : window.opener;
      to.postMessage(message, '*');
      to.postMessage('sync:' + target, '*');
    };
    // 1. The page itself, with the right origin-less data.
    await page.evaluate(post, ['self', forged]);
    // 2. A frame on the auth origin, inside the page.
    await page.evaluate((src) => new Promise((loaded) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.onload = loaded;
      document.body.appendChild(frame);
    }), sdk + '/demo/');
    const frame = page.frames().find((candidate) => candidate.url().startsWith(sdk + '/demo/'));
    await frame!.evaluate(post, ['parent', forged]);
    // 3. Another window on the auth origin that the page opened: right origin, not the popup.
    const forgerOpened = page.waitForEvent('popup');
    await page.evaluate((src) => void window.open(src, 'forger'), sdk + '/demo/');
    const forger = await forgerOpened;
    // On the service's page, not the window's first about:blank (whose load can come first).
    await forger.waitForURL(sdk + '/demo/');
    await forger.waitForLoadState();
    await forger.evaluate(post, ['opener', forged]);
    await expect.poll(() => page.evaluate(() => [...(window as any).synced].sort())).toEqual(['sync:opener', 'sync:parent', 'sync:self']);
    expect(await page.evaluate(() => [(window as any).IN.User.isAuthorized(), (window as any).IN.ENV.auth.oauth_token])).toEqual([false, '']);
    expect(await calls(page)).toEqual(['onLoad:false', 'authorize:false']);
    await forger.close();
    await popup.close();
  });
});

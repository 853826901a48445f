// The framework's sign-in popup (IN.User.authorize) with the page on another site than the
// service, and its refusals: deny, cancel, a closed popup, a page whose origin the API key does
// not list, and a popup the browser blocks.
import { ADA, appServer, equal, logInAsAda, popupClosed, switchToPopup, until } from '../support.mjs';
import { signInPage } from '../../pages/signInPage.mjs';

/** Waits until the page's `calls` are `expected` (as JSON), or fails saying what they were. */
export async function callsAre(wk, expected, ms = 15000) {
  const want = JSON.stringify(expected);
  try {
    await until(wk, `return JSON.stringify(window.calls) === ${JSON.stringify(want)}`, ms);
  } catch {
    equal(await wk.eval('return window.calls'), expected, 'calls');
  }
}

/** Clicks Sign in, logs in as Ada in the popup and allows (unless `consent` is false); back to `main`. */
export async function signInThroughDialog(wk, main, consent = true) {
  await wk.click('#signin');
  await switchToPopup(wk, main);
  await logInAsAda(wk);
  if (consent) {
    await until(wk, "return !!document.getElementById('allow')");
    await wk.click('#allow');
  }
  await popupClosed(wk, main);
}

/** The Playwright tests of auto-login (families/autoLogin.mjs); the rest of their specs are sign-in's. */
export const AUTO_LOGIN_TESTS = (file, title) => ['signin.spec.ts', 'legacy-signin.spec.ts', 'tutorial.spec.ts'].includes(file) && /authorize: true|auto-login|silent check/i.test(title);

export default {
  family: 'sign-in popup and its refusals',
  playwright: (file, title) => ['signin.spec.ts', 'legacy-signin.spec.ts'].includes(file) && !AUTO_LOGIN_TESTS(file, title),
  checks: {
    async 'login and consent in the popup; the next sign-in, from a new page, skips the dialog'(wk, mock, app) {
      const url = app.page('/app.html', signInPage(mock.url));
      await wk.goto(url);
      const main = await wk.window();
      await callsAre(wk, ['onLoad:false']);
      await signInThroughDialog(wk, main);
      await callsAre(wk, ['onLoad:false', 'authorize:false', 'auth', `callback:${ADA.id}`, 'refresh']);
      equal(await wk.eval('return [IN.ENV.auth.member_id, IN.ENV.auth.oauth_token.length > 100, IN.User.isAuthorized()]'), [ADA.id, true, true], 'IN.ENV.auth');
      // A new page: signed in on the auth host (the popup is first-party) and granted: the popup
      // hands over a token and closes itself, no dialog.
      await wk.goto(url);
      await callsAre(wk, ['onLoad:false']);
      await wk.click('#signin');
      await callsAre(wk, ['onLoad:false', 'authorize:false', 'auth', `callback:${ADA.id}`, 'refresh']);
      await popupClosed(wk, main);
    },

    async 'cancel and deny end in noAuth without calling the callback'(wk, mock, app) {
      await wk.goto(app.page('/app.html', signInPage(mock.url)));
      const main = await wk.window();
      await callsAre(wk, ['onLoad:false']);
      await wk.click('#signin');
      await switchToPopup(wk, main);
      await until(wk, "return !!document.getElementById('cancel')");
      await wk.click('#cancel');
      await popupClosed(wk, main);
      await callsAre(wk, ['onLoad:false', 'authorize:false', 'noAuth']);
      await wk.click('#signin');
      await switchToPopup(wk, main);
      await logInAsAda(wk);
      await until(wk, "return !!document.getElementById('deny')");
      await wk.click('#deny');
      await popupClosed(wk, main);
      await callsAre(wk, ['onLoad:false', 'authorize:false', 'noAuth', 'authorize:false', 'noAuth']);
      equal(await wk.eval('return IN.User.isAuthorized()'), false, 'isAuthorized');
    },

    async 'closing the popup fires noAuth; a second authorize while it is open opens no other window'(wk, mock, app) {
      await wk.goto(app.page('/app.html', signInPage(mock.url)));
      const main = await wk.window();
      await callsAre(wk, ['onLoad:false']);
      await wk.click('#signin');
      await switchToPopup(wk, main);
      await wk.switchTo(main);
      await wk.click('#signin');
      equal((await wk.windows()).length, 2, 'windows');
      await switchToPopup(wk, main);
      await wk.closeWindow();
      await wk.switchTo(main);
      await callsAre(wk, ['onLoad:false', 'authorize:false', 'authorize:false', 'noAuth']);
    },

    async 'a page on an origin the API key does not list gets no token; the popup says why'(wk, mock) {
      const attacker = await appServer('127.0.0.2');
      try {
        await wk.goto(attacker.page('/app.html', signInPage(mock.url)));
        const main = await wk.window();
        await callsAre(wk, ['onLoad:false']);
        await wk.click('#signin');
        await switchToPopup(wk, main);
        const error = await until(wk, "var e = document.getElementById('error'); return e && e.textContent");
        for (const part of [`this page is on ${attacker.url}`, 'JavaScript API Domain is restricted to']) {
          if (!error.includes(part)) throw new Error(`the popup's error does not say "${part}": ${error}`);
        }
        await wk.switchTo(main);
        await callsAre(wk, ['onLoad:false', 'authorize:false', 'noAuth']);
        equal(await wk.eval('return IN.User.isAuthorized()'), false, 'isAuthorized');
        await switchToPopup(wk, main);
        await wk.closeWindow();
        await wk.switchTo(main);
      } finally {
        attacker.close();
      }
    },

    async 'authorize() outside a click: WebKitGTK blocks the popup (measured), so the error callback gets "blocked"'(wk, mock, app) {
      // WebKitGTK does not let a script open a window outside a user gesture (its
      // javascript-can-open-windows-automatically setting is off by default; a WebDriver script is no
      // gesture), as Safari does: window.open returns null, which the framework reports.
      await wk.goto(app.page('/app.html', signInPage(mock.url)));
      await callsAre(wk, ['onLoad:false']);
      equal(await wk.eval("return window.open('about:blank', 'probe') === null"), true, 'window.open outside a click returns null');
      await wk.eval(`window.seen = [];
        IN.UI.Authorize().place().error(function (e) { seen.push('error:' + e.error); });
        seen.push('authorize:' + IN.User.authorize(function () { seen.push('callback'); }));`);
      await until(wk, 'return window.seen.length === 2');
      equal(await wk.eval('return window.seen'), ['authorize:false', 'error:blocked'], 'outside a click');
      equal((await wk.windows()).length, 1, 'windows');
    },
  },
};

import { askSilently } from './authWindow';
import { currentToken, sessionFrom } from './session';

/** How long auto-login may hold systemReady back. */
var SILENT_CHECK_MS = 2000;

/**
 * Auto-login (authorize: true), a boot task: asks the auth host silently before systemReady, so
 * the onLoad functions already see IN.User.isAuthorized(); fires auth or noAuth after them, as
 * the original did (a page subscribes to auth in its onLoad function). Never holds the page back
 * longer than SILENT_CHECK_MS.
 */
export function autoLogin(IN: any, next: (event?: string) => void): void {
  if (!IN.ENV.js.authorize || !IN.ENV.auth.api_key || currentToken(IN)) return next();
  askSilently(IN, SILENT_CHECK_MS, function (how) {
    next(sessionFrom(IN, how) ? 'auth' : 'noAuth');
  });
}

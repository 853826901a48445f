import { askSilently } from './authWindow';
import { sessionFrom } from './session';

/** How long auto-login may hold systemReady back. */
var SILENT_CHECK_MS = 2000;

/**
 * Auto-login (authorize: true), a boot task: asks the auth host silently before systemReady;
 * fires auth or noAuth, and never holds the page back longer than SILENT_CHECK_MS.
 */
export function autoLogin(IN: any, next: () => void): void {
  if (!IN.ENV.js.authorize || !IN.ENV.auth.api_key || IN.User.isAuthorized()) return next();
  askSilently(IN, SILENT_CHECK_MS, function (how) {
    if (!sessionFrom(IN, how)) IN.Event.fire('noAuth');
    next();
  });
}

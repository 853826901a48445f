// IN.User: sign-in with the authorization popup, silent auto-login, the 30-minute session,
// refresh and logout, as the original framework offered them.
import { AuthEnd, askSilently, openPopup } from './authWindow';
import { WindowFlow } from '../window/types';
import { currentToken, endSession, extendSession, startSession } from './session';
import { UIObject } from '../ui/UIObject';
import { jsonp } from '../compat/jsonp';
import { queryString } from '../compat/queryString';
import { logError } from '../compat/log';

/** How long auto-login may hold systemReady back. */
export var SILENT_CHECK_MS = 2000;
/** How long refresh and logout wait for the auth host before going on without it. */
var SERVICE_WAIT_MS = 5000;

type Callback = (...args: any[]) => void;

export function installUser(IN: any): void {
  var flow: WindowFlow | null = null;
  var waiting: Array<[Callback, any]> = [];

  function keyMissing(what: string): boolean {
    if (IN.ENV.auth.api_key) return false;
    logError(what + ' needs an API key: add "api_key: YOUR_KEY" to the in.js script tag.');
    return true;
  }

  /** The end of a popup or silent flow: a session, or not. */
  function settle(how: AuthEnd, ui: UIObject | null): void {
    flow = null;
    if ('message' in how && !how.message.error) {
      startSession(IN, how.message);
      if (ui) ui.fire('success', { member_id: IN.ENV.auth.member_id });
      IN.Event.fire('auth');
      IN.Event.fire('refresh');
      return;
    }
    // The callbacks of this attempt are dropped, so a later sign-in does not call them.
    for (var i = 0; i < waiting.length; i++) IN.Event.remove(IN, 'auth', waiting[i][0], waiting[i][1]);
    waiting = [];
    var reason = 'message' in how ? how.message.error_description || how.message.error : how.failure;
    if ('failure' in how && how.failure === 'blocked') {
      logError('the sign-in popup was blocked by the browser. Call IN.User.authorize() from a click handler so the browser allows it.');
    } else if ('message' in how && how.message.error === 'origin_not_allowed') {
      logError(String(how.message.error_description));
    }
    if (ui) ui.fire('error', { error: 'message' in how ? how.message.error : how.failure, message: reason });
    IN.Event.fire('noAuth');
  }

  var User = {
    /** True while the page holds an unexpired framework token. */
    isAuthorized: function (): boolean {
      return !!currentToken(IN) || !!IN.ENV.auth.oauth_verified;
    },

    /**
     * Calls `callback` once the member is signed in: at once (returning true) when already,
     * else after the popup (returning false). Call it from a click handler.
     */
    authorize: function (callback?: Callback, scope?: any): boolean {
      if (User.isAuthorized()) {
        if (callback) callback.apply(scope || window, [{}]);
        return true;
      }
      if (keyMissing('IN.User.authorize')) return false;
      if (callback) {
        IN.Event.onOnce(IN, 'auth', callback, scope);
        waiting.push([callback, scope]);
      }
      if (flow) flow.focus();
      else IN.UI.Authorize().place();
      return false;
    },

    /** Ends the session on the page and on the auth host; the member's grant stays. */
    logout: function (callback?: Callback, scope?: any): void {
      var token = IN.ENV.auth.oauth_token;
      var done = function () {
        endSession(IN);
        IN.Event.fire('logout');
        if (callback) callback.apply(scope || window, [{}]);
      };
      if (!token || !IN.ENV.auth.api_key) return done();
      jsonp(IN.ENV.url.auth + '/uas/connect/logout?' + queryString({ api_key: IN.ENV.auth.api_key, oauth_token: token }), done, SERVICE_WAIT_MS);
    },

    /** Extends the session by 30 minutes through the service; fires refresh. */
    refresh: function (): void {
      var token = currentToken(IN);
      if (!token) return;
      jsonp(IN.ENV.url.auth + '/uas/js/authuserspace?' + queryString({ api_key: IN.ENV.auth.api_key, oauth_token: token }), function (answer) {
        if (answer && answer.expires_in) {
          extendSession(IN, +answer.expires_in);
          IN.Event.fire('refresh');
        } else {
          logError('the session could not be refreshed' + (answer && answer.message ? ': ' + answer.message : ' (no answer from the auth host).'));
        }
      }, SERVICE_WAIT_MS);
    },

    getMemberId: function (): string {
      return IN.ENV.auth.member_id || '';
    },

    getUIMode: function (): string {
      return User.isAuthorized() ? 'iframe' : 'window';
    },
  };
  IN.User = User;

  // IN.UI.Authorize(): the sign-in popup as a UI object.
  IN.UI.Authorize = function () {
    return new UIObject(function (ui) {
      if (keyMissing('IN.UI.Authorize')) return;
      if (flow) return flow.focus();
      var current = openPopup(IN, function (how) {
        settle(how, ui);
      });
      if (!current.open) return;
      flow = current;
      ui.fire('ready');
      ui.closer = function () {
        if (flow === current) current.cancel();
      };
    });
  };

  // IN.UI.Logout(): logs out when placed; success once the session has ended.
  IN.UI.Logout = function () {
    return new UIObject(function (ui) {
      User.logout(function () {
        ui.fire('success', {});
      });
    });
  };
}

/**
 * Auto-login (authorize: true): asks the auth host silently before systemReady; fires auth or
 * noAuth, and never holds the page back longer than SILENT_CHECK_MS.
 */
export function autoLogin(IN: any, done: () => void): void {
  if (!IN.ENV.js.authorize || !IN.ENV.auth.api_key || IN.User.isAuthorized()) return done();
  askSilently(IN, SILENT_CHECK_MS, function (how) {
    if ('message' in how && !how.message.error) {
      startSession(IN, how.message);
      IN.Event.fire('auth');
    } else {
      if ('message' in how && how.message.error === 'origin_not_allowed') logError(String(how.message.error_description));
      IN.Event.fire('noAuth');
    }
    done();
  });
}

// IN.User: sign-in with the authorization popup, the 30-minute session, refresh and logout, as
// the original framework offered them. The popup itself is IN.UI.Authorize (src/ui/).
import { SignIn } from './signIn';
import { currentToken, endSession, extendSession } from './session';
import { jsonp } from '../compat/jsonp';
import { queryString } from '../compat/queryString';
import { logError } from '../compat/log';
import { apiKeyMissing } from '../env/apiKeyMissing';
import { LOGOUT_PATH, REFRESH_PATH } from '../../protocol/paths';

/** How long refresh and logout wait for the auth host before going on without it. */
var SERVICE_WAIT_MS = 5000;

type Callback = (...args: any[]) => void;

/** Adds IN.User; `signIn` is the popup it shares with IN.UI.Authorize. */
export function installUser(IN: any, signIn: SignIn): void {
  /** Asks the auth host at `path` about `token` by JSONP; `done` gets its answer, or null after SERVICE_WAIT_MS. */
  function askAuthHost(path: string, token: string, done: (answer: any) => void): void {
    jsonp(IN.ENV.url.auth + path + '?' + queryString({ api_key: IN.ENV.auth.api_key, oauth_token: token }), done, SERVICE_WAIT_MS);
  }

  var User = {
    /** True while the page holds an unexpired framework token. */
    isAuthorized: function (): boolean {
      return !!currentToken(IN);
    },

    /**
     * Calls `callback` once the member is signed in: at once (returning true) when already,
     * else after the popup (returning false). Call it from a click handler.
     */
    authorize: function (callback?: Callback, scope?: any): boolean {
      if (currentToken(IN)) {
        if (callback) callback.apply(scope || window, [{}]);
        return true;
      }
      if (apiKeyMissing(IN, 'IN.User.authorize')) return false;
      if (callback) signIn._wait(callback, scope);
      // Opens the popup, or brings the open one to the front.
      IN.UI.Authorize().place();
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
      if (!token) return done();
      askAuthHost(LOGOUT_PATH, token, done);
    },

    /** Extends the session by 30 minutes through the service; fires refresh. */
    refresh: function (): void {
      var token = currentToken(IN);
      if (token) askAuthHost(REFRESH_PATH, token, function (answer) {
        if (answer && answer.expires_in) {
          extendSession(IN, +answer.expires_in);
          IN.Event.fire('refresh');
        } else {
          logError('session not refreshed: ' + ((answer && answer.message) || 'no answer.'));
        }
      });
    },

    getMemberId: function (): string {
      return IN.ENV.auth.member_id;
    },

    getUIMode: function (): string {
      return currentToken(IN) ? 'iframe' : 'window';
    },
  };
  IN.User = User;
}

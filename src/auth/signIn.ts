// The sign-in popup, one at a time per page. IN.User.authorize and IN.UI.Authorize share it:
// its end starts the session (auth, then refresh) or fires noAuth, and the callbacks that
// waited for this attempt are not called.
import { AuthEnd, openPopup } from './authWindow';
import { sessionFrom } from './session';
import { WindowFlow } from '../window/types';

type Callback = (...args: any[]) => void;

export interface SignIn {
  /**
   * Opens the popup and returns it, calling `ended` with how it ended; when one is open already,
   * focuses it and returns null.
   */
  _open(ended: (how: AuthEnd) => void): WindowFlow | null;
  /** Calls `callback` on the next auth event, unless this sign-in fails first. */
  _wait(callback: Callback, scope?: any): void;
}

/** Creates the page's sign-in (index.ts gives it to IN.User and IN.UI.Authorize). */
export function createSignIn(IN: any): SignIn {
  var flow: WindowFlow | null = null;
  // Counts failed sign-ins: a callback waits for the auth of the attempt it was given in.
  var failed = 0;

  function settle(how: AuthEnd): void {
    flow = null;
    if (sessionFrom(IN, how)) {
      IN.Event.fire('auth');
      return IN.Event.fire('refresh');
    }
    failed++;
    IN.Event.fire('noAuth');
  }

  return {
    _open: function (ended) {
      if (flow) {
        flow._focus();
        return null;
      }
      var current = openPopup(IN, function (how) {
        settle(how);
        ended(how);
      });
      if (current._open) flow = current;
      return current;
    },
    _wait: function (callback, scope) {
      var attempt = failed;
      // On the next auth (once): called only if this attempt did not fail first.
      IN.Event.onOnce(IN, 'auth', function () {
        if (attempt === failed) callback.apply(scope || window, arguments as any);
      });
    },
  };
}

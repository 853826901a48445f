// The sign-in popup, one at a time per page. IN.User.authorize and IN.UI.Authorize share it:
// its end starts the session (auth, then refresh) or fires noAuth and forgets the callbacks
// that waited for this attempt.
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
  var waiting: Array<[Callback, any]> = [];

  function settle(how: AuthEnd): void {
    flow = null;
    var waited = waiting;
    waiting = [];
    if (sessionFrom(IN, how)) {
      IN.Event.fire('auth');
      return IN.Event.fire('refresh');
    }
    // The callbacks of this attempt are dropped, so a later sign-in does not call them.
    for (var i = 0; i < waited.length; i++) IN.Event.remove(IN, 'auth', waited[i][0], waited[i][1]);
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
      IN.Event.onOnce(IN, 'auth', callback, scope);
      waiting.push([callback, scope]);
    },
  };
}

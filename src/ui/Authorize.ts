// IN.UI.Authorize(): the sign-in popup as a UI object. IN.User.authorize opens it too.
import { uiObject } from './UIObject';
import { SignIn } from '../auth/signIn';
import { apiKeyMissing } from '../env/apiKeyMissing';
import { WindowEnd } from '../window/types';

/**
 * Adds IN.UI.Authorize(): `.place()` opens the sign-in popup (or focuses the open one),
 * `.success(fn)` gets `{member_id}`, `.error(fn)` gets `{error, message}`.
 */
export function installAuthorize(IN: any, signIn: SignIn): void {
  IN.UI.Authorize = function () {
    return uiObject(IN, function (ui) {
      if (!apiKeyMissing(IN, 'IN.UI.Authorize')) return signIn._open(function (how) {
        ui._end(how as WindowEnd, 'sign-in', function () {
          return { member_id: IN.ENV.auth.member_id };
        });
      });
    });
  };
}

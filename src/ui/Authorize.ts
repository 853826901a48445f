// IN.UI.Authorize(): the sign-in popup as a UI object. IN.User.authorize opens it too.
import { UIObject } from './UIObject';
import { SignIn } from '../auth/signIn';
import { apiKeyMissing } from '../env/apiKeyMissing';

/**
 * Adds IN.UI.Authorize(): `.place()` opens the sign-in popup (or focuses the open one),
 * `.success(fn)` gets `{member_id}`, `.error(fn)` gets `{error, message}`.
 */
export function installAuthorize(IN: any, signIn: SignIn): void {
  IN.UI.Authorize = function () {
    return new UIObject(function (ui) {
      if (apiKeyMissing(IN, 'IN.UI.Authorize')) return;
      var ended = false;
      var flow = signIn.open(function (how) {
        ended = true;
        if ('message' in how && !how.message.error) return ui.fire('success', { member_id: IN.ENV.auth.member_id });
        ui.fire('error', 'message' in how ? { error: how.message.error, message: how.message.error_description || how.message.error } : { error: how.failure, message: how.failure });
      });
      if (!flow || !flow.open) return;
      ui.fire('ready');
      ui.closer = function () {
        if (!ended) flow!.cancel();
      };
    });
  };
}

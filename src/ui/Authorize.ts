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
      var flow = signIn._open(function (how) {
        ended = true;
        if ('_message' in how && !how._message.error) return ui._fire('success', { member_id: IN.ENV.auth.member_id });
        ui._fire('error', '_message' in how ? { error: how._message.error, message: how._message.error_description || how._message.error } : { error: how._failure, message: how._failure });
      });
      if (!flow || !flow._open) return;
      ui._fire('ready');
      ui._closer = function () {
        if (!ended) flow!._cancel();
      };
    });
  };
}

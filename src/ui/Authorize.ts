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
        if (!('_fields' in how)) return ui._fire('error', { error: how._failure, message: how._failure });
        if (!how._fields.error) return ui._fire('success', { member_id: IN.ENV.auth.member_id });
        ui._fire('error', { error: how._fields.error, message: how._fields.error_description || how._fields.error });
      });
      if (!flow || !flow._open) return;
      ui._fire('ready');
      ui._closer = function () {
        if (!ended) flow!._cancel();
      };
    });
  };
}

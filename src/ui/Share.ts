// IN.UI.Share(): the share dialog of the service (the original's /cws/share) in a popup. The
// dialog signs the member in if needed, posts the share, and answers the page with one message.
// It needs no API key (widget-only pages share too): the page's origin decides where the answer goes.
import { uiObject } from './UIObject';
import { openWindow } from '../window/openWindow';
import { Fields } from '../window/types';
import { pageOrigin } from '../compat/origin';
import { SHARE_MARK } from '../../protocol/marks';
import { SHARE_PATH } from '../../protocol/paths';

/**
 * Adds IN.UI.Share(): `.params({url: "…"})` (default: this page), `.place()` opens the dialog,
 * `.success(fn)` gets `{updateKey, url, comment, visibility}`, `.error(fn)` gets
 * `{error, message}` when the member cancels, closes the window or the popup is blocked.
 */
export function installShare(IN: any): void {
  IN.UI.Share = function () {
    return uiObject(IN, function (ui) {
      var url = String(ui._params.url || location.href);
      return openWindow<Fields>(
        {
          _mark: SHARE_MARK,
          _name: 'share',
          _width: IN.ENV.ui.popup_window_width,
          _url: IN.ENV.url.sdk + SHARE_PATH,
          _params: { api_key: IN.ENV.auth.api_key, origin: pageOrigin(), state: '', url: url },
        },
        function (how) {
          ui._end(how, 'share', function (f) {
            return { updateKey: f.updateKey, url: f.url, comment: f.comment, visibility: f.visibility };
          });
        },
      );
    });
  };
}

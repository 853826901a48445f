// IN.UI.Share(): the share dialog of the service (the original's /cws/share) in a popup. The
// dialog signs the member in if needed, posts the share, and answers the page with one message.
// It needs no API key (widget-only pages share too): the page's origin decides where the answer goes.
import { dialog } from './dialog';
import { SHARE_MARK } from '../../protocol/marks';
import { SHARE_PATH } from '../../protocol/paths';

/**
 * Adds IN.UI.Share(): `.params({url: "…"})` (default: this page), `.place()` opens the dialog,
 * `.success(fn)` gets `{updateKey, url, comment, visibility}`, `.error(fn)` gets
 * `{error, message}` when the member cancels, closes the window or the popup is blocked.
 */
export function installShare(IN: any): void {
  IN.UI.Share = dialog(
    IN,
    'share',
    SHARE_MARK,
    SHARE_PATH,
    function (ui) {
      return { url: String(ui._params.url || location.href) };
    },
    function (f) {
      return { updateKey: f.updateKey, url: f.url, comment: f.comment, visibility: f.visibility };
    },
  );
}

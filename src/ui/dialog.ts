// The UI objects whose window is a dialog of the service in a popup that answers the page with one
// message (IN.UI.Share, IN.UI.Apply): the page's origin, a state and the object's own parameters go
// to the dialog; its answer ends the object.
import { uiObject, UIObject } from './UIObject';
import { openWindow } from '../window/openWindow';
import { Fields } from '../window/types';
import { pageOrigin } from '../compat/origin';
import { extend } from '../compat/object';

/**
 * An IN.UI factory for the dialog at `path` (under IN.ENV.url.sdk) answering with `mark`: `params`
 * are the query the dialog gets besides api_key, origin and state (set last: a page cannot change
 * them), `result` what success callbacks get from the answer's fields.
 * @example IN.UI.Share = dialog(IN, 'share', SHARE_MARK, SHARE_PATH, paramsOf, resultOf)
 */
export function dialog(IN: any, name: string, mark: string, path: string, params: (ui: UIObject) => object, result: (fields: Fields, ui: UIObject) => any): () => UIObject {
  return function () {
    return uiObject(IN, function (ui) {
      // The key, origin and state first in the query (as they always were), and set again after the
      // object's parameters, so that a page cannot change them.
      var fixed = { api_key: IN.ENV.auth.api_key, origin: pageOrigin(), state: '' };
      return openWindow<Fields>(
        {
          _mark: mark,
          _name: name,
          _width: IN.ENV.ui.popup_window_width,
          _url: IN.ENV.url.sdk + path,
          _params: extend(extend(extend({}, fixed), params(ui)), fixed),
        },
        function (how) {
          ui._end(how, name, function (f) {
            return result(f, ui);
          });
        },
      );
    });
  };
}

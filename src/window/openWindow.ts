// A popup on the service that answers the page with one message (sign-in, share dialog):
// opened once, watched for closing, and its message checked before it is believed.
import { BY_FRAMES, listenForAnswer } from './listenForAnswer';
import { Answer, WindowEnd, WindowFlow, WindowOptions } from './types';
import { logError } from '../compat/log';

/** Popup width unless IN.ENV.ui.popup_window_width says otherwise, and height, in pixels. */
var WIDTH = 600;
var HEIGHT = 620;

/**
 * Opens a popup; `done` runs once with how it ended. A window that shows an error stays open; a
 * blocked popup is reported in the console.
 */
export function openWindow<F extends Answer>(options: WindowOptions, done: (how: WindowEnd<F>) => void): WindowFlow {
  var popup: any = null;
  var answer = listenForAnswer<F>(options, function () {
    return popup;
  }, function (how) {
    // A window that finished its job goes away; one that shows an error stays for the member to
    // read. Without postMessage the page closes it on every answer: the window cannot close
    // itself, as the page must read its frames first.
    // Cancelled by the page (remove()), the one failure with a popup still open: closed too.
    var f = how._fields;
    if (popup && !popup.closed && (!f || !f.error || BY_FRAMES)) {
      try {
        popup.close();
      } catch (e) {}
    }
    done(how);
  });
  var width = options._width || WIDTH;
  // Centred on the page's window, in whole pixels.
  var left = (window.screenX || (window as any).screenLeft || 0) + Math.max(0, ((window.outerWidth || 1000) - width) >> 1);
  // Once a features string is given, toolbars and menus are off unless it names them.
  popup = window.open(answer._url, '_blank', 'width=' + width + ',height=' + HEIGHT + ',left=' + left + ',top=80,scrollbars=yes,resizable=yes');
  if (!popup) {
    logError('the ' + options._name + ' popup was blocked: open it from a click handler.');
    answer._end({ _failure: 'blocked' });
  }
  return {
    _open: !!popup,
    _focus: function () {
      if (popup && !popup.closed) popup.focus();
    },
    _cancel: function () {
      answer._end({ _failure: 'closed' });
    },
  };
}

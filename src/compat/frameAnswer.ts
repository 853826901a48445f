/**
 * What a window of the service answered a page without postMessage (IE 6/7): it adds hidden
 * frames at a file on our origin, each with a piece of the message in its URL fragment,
 * "<count>:<piece>" (mock-server/views/fragmentHandoff.ts). Returns the pieces joined, or
 * undefined while a frame is missing, not yet on our origin, or still loading. No other origin
 * can read these frames; the caller looks only in the window it opened and still checks the
 * message.
 */
export function frameAnswer(win: any): string | undefined {
  var text = '';
  try {
    for (var i = 0, count = 1; i < count; i++) {
      var frame = win.frames[i];
      // Read from href: old Firefox decodes location.hash.
      var href: string = frame.location.href;
      var colon = href.indexOf(':', href.indexOf('#'));
      // Loaded to the end before the caller closes or removes the window (a frame removed while
      // its page still loads trips up browser automation, Firefox's above all).
      if (frame.document.readyState != 'complete') return;
      count = +href.substring(href.indexOf('#') + 1, colon);
      text += href.substring(colon + 1);
    }
  } catch (e) {
    return;
  }
  return text;
}

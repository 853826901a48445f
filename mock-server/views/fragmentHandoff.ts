// How a window of the service answers a page without postMessage (IE 6/7). The answer never sits
// in window.name (which survives navigation, so whoever can navigate the window reads it): the
// window stays on the service's origin and adds hidden frames at `ret`, a static file on the
// page's own origin, each with a piece of the answer in its URL fragment. The page reads those
// frames through the window it opened (src/compat/frameAnswer.ts); every other origin can
// neither read them nor, navigating them, keep the fragment.
import { IE_URL_MAX_CHARS } from '../defaults.js';

/**
 * ES3 source of `toPage(ret, message)`: one hidden frame per piece, in order, each at
 * `ret#<count>:<piece>`, every URL within IE's limit. Pieces are cut from the encoded message, so
 * the page joins them before it decodes anything.
 */
export const TO_PAGE_SCRIPT = `function toPage(ret, message) {
  var size = ${IE_URL_MAX_CHARS} - ret.length - 8, count = Math.ceil(message.length / size) || 1;
  for (var i = 0; i < count; i++) {
    var frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.src = ret + '#' + count + ':' + message.substring(i * size, (i + 1) * size);
    document.body.appendChild(frame);
  }
}`;

/** The Content-Security-Policy directives that let such a page add frames on `origin`. */
export function framesOn(origin: string): string {
  return `frame-src ${origin}; child-src ${origin}`;
}

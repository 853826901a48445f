// How the page hears the one answer of a popup or frame it opened on the service.
import { acceptMessage } from './acceptMessage';
import { Answer, WindowEnd, WindowOptions } from './types';
import { logError } from '../compat/log';
import { withQuery } from '../compat/queryString';
import { addEvent, eventOf, removeEvent } from '../compat/dom';
import { originOf, returnUrl } from '../compat/origin';
import { randomId } from '../compat/random';

/**
 * Browsers without postMessage (IE 6/7) get the answer through window.name: the window puts it
 * there and returns to a page on our origin (any URL: only its window.name is read).
 */
export var BY_NAME = !(window as any).postMessage;

/** A window being listened to. */
export interface Listening<F extends Answer> {
  /** The window's address, with a new state (and, without postMessage, where to return to). */
  _url: string;
  /** Ends the flow with `how`, once: stops listening and calls the caller's `end`. */
  _end: (how: WindowEnd<F>) => void;
  /** Without postMessage: reads the window's name, for the caller's timer. */
  _poll: () => void;
}

/**
 * Listens for the one answer of `target()` (the window the caller opens at `_url`): its
 * postMessage, or, without postMessage, its window.name once it is back on our origin. `end`
 * runs once, with the answer or with what the caller passed to `_end`.
 */
export function listenForAnswer<F extends Answer>(options: WindowOptions, target: () => any, end: (how: WindowEnd<F>) => void): Listening<F> {
  var state = randomId(24);
  var origin = originOf(options._service);
  var ended = false;
  var finish = function (how: WindowEnd<F>) {
    if (ended) return;
    ended = true;
    removeEvent(window, 'message', onMessage);
    end(how);
  };
  var take = function (from: string, source: any, data: unknown) {
    var fields = acceptMessage(options._mark, from, source, data, { origin: origin, source: target(), state: state });
    if (!fields || (options._accept && !options._accept(fields))) return;
    // Every window of the service refuses a page whose origin the API key does not list, with
    // a description the page author needs to read.
    if (fields.error === 'origin_not_allowed') logError(fields.error_description);
    finish({ _fields: fields as unknown as F });
  };
  var onMessage = function (raw?: Event) {
    var event = eventOf(raw) as MessageEvent;
    take(event.origin, event.source, event.data);
  };
  addEvent(window, 'message', onMessage);
  var url = options._url(state);
  return {
    _url: BY_NAME ? withQuery(url, 'ret=' + encodeURIComponent(returnUrl())) : url,
    _end: finish,
    _poll: function () {
      var win = target();
      var name: unknown;
      try {
        name = win && win.name; // throws while the window is on the service's origin
      } catch (e) {
        return;
      }
      // Readable means the window is back on our own origin: the answer is ours to take.
      take(origin, win, name);
    },
  };
}

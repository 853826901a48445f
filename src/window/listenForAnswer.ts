// How the page hears the one answer of a popup or frame it opened on the service.
import { acceptMessage } from './acceptMessage';
import { Answer, WindowEnd, WindowOptions } from './types';
import { logError } from '../compat/log';
import { withQuery } from '../compat/queryString';
import { addEvent, eventOf, removeEvent } from '../compat/dom';
import { originOf, returnUrl } from '../compat/origin';

/**
 * Browsers without postMessage (IE 6/7) get the answer through window.name: the window puts it
 * there and returns to a page on our origin (any URL: only its window.name is read).
 */
export var BY_NAME = !(window as any).postMessage;

/** The window's address for `state`; without postMessage, with where to return to. */
export function windowUrl(options: WindowOptions, state: string): string {
  var url = options._url(state);
  return BY_NAME ? withQuery(url, 'ret=' + encodeURIComponent(returnUrl())) : url;
}

/**
 * Listens for the one answer of `target()` (the window we opened): its postMessage, or, without
 * postMessage, its window.name once it is back on our origin (`poll()`, called by the caller's
 * timer). Returns [stop listening, poll].
 */
export function listenForAnswer<F extends Answer>(options: WindowOptions, state: string, target: () => any, end: (how: WindowEnd<F>) => void): [() => void, () => void] {
  var origin = originOf(options._service);
  var take = function (from: string, source: any, data: unknown) {
    var fields = acceptMessage(options._mark, from, source, data, { origin: origin, source: target(), state: state });
    if (!fields || (options._accept && !options._accept(fields))) return;
    // Every window of the service refuses a page whose origin the API key does not list, with
    // a description the page author needs to read.
    if (fields.error === 'origin_not_allowed') logError(fields.error_description);
    end({ _fields: fields as unknown as F });
  };
  var onMessage = function (raw?: Event) {
    var event = eventOf(raw) as MessageEvent;
    take(event.origin, event.source, event.data);
  };
  var poll = function () {
    var win = target();
    var name: unknown;
    try {
      name = win && win.name; // throws while the window is on the service's origin
    } catch (e) {
      return;
    }
    // Readable means the window is back on our own origin: the answer is ours to take.
    take(origin, win, name);
  };
  addEvent(window, 'message', onMessage);
  return [
    function () {
      removeEvent(window, 'message', onMessage);
    },
    poll,
  ];
}

// How the page hears the one answer of a popup or frame it opened on the service.
import { acceptMessage } from './acceptMessage';
import { Answer, WindowEnd, WindowOptions } from './types';
import { logError } from '../compat/log';
import { withQuery } from '../compat/queryString';
import { addEvent, eventOf, removeEvent } from '../compat/dom';
import { originOf, returnUrl } from '../compat/origin';
import { randomId } from '../compat/random';
import { frameAnswer } from '../compat/frameAnswer';

/**
 * Browsers without postMessage (IE 6/7) send `ret`: the window answers in hidden frames on our
 * origin (compat/frameAnswer.ts), which the page looks into on a timer.
 */
export var BY_FRAMES = !(window as any).postMessage;

/** A window being listened to. */
export interface Listening<F extends Answer> {
  /** The window's address, with a new state (and, without postMessage, where to return to). */
  _url: string;
  /** Ends the flow with `how`, once: stops listening and calls the caller's `end`. */
  _end: (how: WindowEnd<F>) => void;
  /** Without postMessage: reads the window's frames, for the caller's timer. */
  _poll: () => void;
}

/**
 * Listens for the one answer of `target()` (the window the caller opens at `_url`): its
 * postMessage, or, without postMessage, its answer in the frames it adds on our origin. `end`
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
    _url: BY_FRAMES ? withQuery(url, 'ret=' + encodeURIComponent(returnUrl())) : url,
    _end: finish,
    _poll: function () {
      // Frames on our origin inside the window we opened: only the service put them there.
      take(origin, target(), frameAnswer(target()));
    },
  };
}

// How the page hears the one answer of a popup or frame it opened on the service: URL-encoded
// fields after a mark such as "inauth=1", believed only from the window the page opened (its
// postMessage from the service's origin, or frames on our own origin inside it), with the state
// the page sent.
import { Answer, WindowEnd, WindowOptions } from './types';
import { logError } from '../compat/log';
import { markedFields, queryString } from '../compat/queryString';
import { removeEvent } from '../compat/dom';
import { onMarkedMessage } from '../compat/message';
import { originOf, returnAddress } from '../compat/origin';
import { randomId } from '../compat/random';
import { frameAnswer } from '../compat/frameAnswer';

/**
 * Browsers without postMessage (IE 6/7) send `ret`: the window answers in hidden frames on our
 * origin (compat/frameAnswer.ts), which the page looks into on a timer.
 */
export var BY_FRAMES = !(window as any).postMessage;

/** How often the page looks whether the window was closed and, without postMessage, into its frames. */
var POLL_MS = 300;

/** A window being listened to. */
export interface Listening<F extends Answer> {
  /** The window's address, with a new state (and, without postMessage, where to answer). */
  _url: string;
  /** Ends the flow with `how`, once: stops listening and calls the caller's `end`. */
  _end: (how: WindowEnd<F>) => void;
}

/**
 * Listens for the one answer of `target()` (the window the caller opens at `_url`): its
 * postMessage, or, without postMessage, its answer in the frames it adds on our origin. `end`
 * runs once, with the answer or with what the caller passed to `_end`.
 */
export function listenForAnswer<F extends Answer>(options: WindowOptions, target: () => any, end: (how: WindowEnd<F>) => void): Listening<F> {
  var state = randomId(24);
  var ended = false;
  var finish = function (how: WindowEnd<F>) {
    if (ended) return;
    ended = true;
    removeEvent(window, 'message', onMessage);
    clearInterval(poll);
    end(how);
  };
  var take = function (fields: { [name: string]: string } | null) {
    // The state this page sent, so no other flow's message (nor a replay) is taken for this one.
    if (!fields || fields.state !== state || (options._accept && !options._accept(fields))) return;
    // Every window of the service refuses a page whose origin the API key does not list, with
    // a description the page author needs to read.
    if (fields.error === 'origin_not_allowed') logError(fields.error_description);
    finish({ _fields: fields as unknown as F });
  };
  // Only the window we opened, on the service's origin.
  var onMessage = onMarkedMessage(originOf(options._url), target, options._mark, take);
  var poll = setInterval(function () {
    var win = target();
    // Frames on our origin inside the window we opened: only the service put them there.
    if (BY_FRAMES) take(markedFields(options._mark, frameAnswer(win)));
    // The member closed the popup (a frame in the page is never closed; one taken out has none).
    if (!win || win.closed) finish({ _failure: 'closed' });
  }, POLL_MS);
  options._params.state = state;
  // Without postMessage: where the window answers.
  if (BY_FRAMES) options._params.ret = returnAddress();
  return { _url: options._url + '?' + queryString(options._params), _end: finish };
}

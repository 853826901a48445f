// A popup on the service that answers the page with one message (sign-in, share dialog):
// opened once, watched for closing, and its message checked before it is believed.
import { acceptMessage } from './windowMessage';
import { withQuery } from '../compat/queryString';
import { addEvent, eventOf, removeEvent, removeNode } from '../compat/dom';
import { randomId } from '../compat/random';
import { originOf, returnUrl } from '../compat/origin';
import { hiddenFrame } from '../compat/hiddenFrame';

/** How often the page looks whether the member closed the popup. */
var CLOSED_POLL_MS = 300;
var FEATURES = 'width=600,height=620,scrollbars=yes,resizable=yes,toolbar=no,menubar=no';

/** How a window ended: its message's fields, or it never answered. */
export type WindowEnd = { fields: { [name: string]: string } } | { failure: 'blocked' | 'closed' | 'timeout' };

/** A running popup or frame flow. */
export interface WindowFlow {
  /** False when the browser blocked the popup (the flow has already ended then). */
  open: boolean;
  focus(): void;
  cancel(): void;
}

export interface WindowOptions {
  /** The window's URL for a given state. */
  url: (state: string) => string;
  /** Base address of the service that serves the window (its origin is checked). */
  service: string;
  /** The message mark, e.g. "inauth=1". */
  mark: string;
  /** Extra check of the message's fields (e.g. a token needs a member id). */
  accept?: (fields: { [name: string]: string }) => boolean;
  /** Popup width in pixels. */
  width?: number;
}

/**
 * Browsers without postMessage (IE 6/7) get the answer through window.name: the window puts it
 * there and returns to a page on our origin (any URL: only its window.name is read).
 */
var byName = !(window as any).postMessage;

function urlOf(options: WindowOptions, state: string): string {
  var url = options.url(state);
  return byName ? withQuery(url, 'ret=' + encodeURIComponent(returnUrl())) : url;
}

/**
 * Listens for the one answer of `target()` (the window we opened): its postMessage, or, without
 * postMessage, its window.name once it is back on our origin (`poll()`, called by the caller's
 * timer). Returns [stop listening, poll].
 */
function listen(options: WindowOptions, state: string, target: () => any, end: (how: WindowEnd) => void): [() => void, () => void] {
  var origin = originOf(options.service);
  var take = function (from: string, source: any, data: unknown) {
    var fields = acceptMessage(options.mark, from, source, data, { origin: origin, source: target(), state: state });
    if (fields && (!options.accept || options.accept(fields))) end({ fields: fields });
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

/** Opens a popup; `done` runs once with how it ended. A window that shows an error stays open. */
export function openWindow(options: WindowOptions, done: (how: WindowEnd) => void): WindowFlow {
  var state = randomId(24);
  var popup: any = null;
  var finished = false;
  var poll: any;
  var listening = listen(options, state, function () {
    return popup;
  }, finish);
  function finish(how: WindowEnd) {
    if (finished) return;
    finished = true;
    listening[0]();
    clearInterval(poll);
    // A window that finished its job goes away; one that shows an error stays for the member to
    // read (not possible with window.name: that window has left its page to answer).
    if (popup && !popup.closed && 'fields' in how && (!how.fields.error || byName)) {
      try {
        popup.close();
      } catch (e) {}
    }
    done(how);
  }
  var width = options.width || 600;
  var left = (window.screenX || (window as any).screenLeft || 0) + Math.max(0, ((window.outerWidth || 1000) - width) / 2);
  popup = window.open(urlOf(options, state), 'in_' + state, FEATURES + ',left=' + Math.round(left) + ',top=80');
  if (!popup) finish({ failure: 'blocked' });
  else {
    poll = setInterval(function () {
      if (byName) listening[1]();
      if (!finished && popup.closed) finish({ failure: 'closed' });
    }, CLOSED_POLL_MS);
  }
  return {
    open: !!popup,
    focus: function () {
      if (popup && !popup.closed) popup.focus();
    },
    cancel: function () {
      if (popup && !popup.closed) popup.close();
      finish({ failure: 'closed' });
    },
  };
}

/** Loads the window in a hidden frame instead; gives up after `timeout` ms. */
export function openFrame(options: WindowOptions, timeout: number, done: (how: WindowEnd) => void): void {
  var state = randomId(24);
  var frame: HTMLIFrameElement;
  var finished = false;
  var listening = listen(options, state, function () {
    return frame.contentWindow;
  }, finish);
  var timer = setTimeout(function () {
    finish({ failure: 'timeout' });
  }, timeout);
  var poll = byName ? setInterval(listening[1], CLOSED_POLL_MS) : null;
  function finish(how: WindowEnd) {
    if (finished) return;
    finished = true;
    listening[0]();
    clearTimeout(timer);
    if (poll) clearInterval(poll);
    setTimeout(function () {
      removeNode(frame);
    }, 0);
    done(how);
  }
  frame = hiddenFrame(urlOf(options, state), 'in.js');
}

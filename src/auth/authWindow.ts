// The authorization window on the auth host: a popup the member signs in with, or a hidden
// frame that asks silently (auto-login). Either answers with one postMessage to this page.
import { AuthMessage, acceptAuthMessage } from './authMessage';
import { queryString } from '../api/queryString';
import { addEvent, eventOf, removeEvent } from '../compat/dom';
import { randomId } from '../compat/random';
import { originOf } from '../env/script';

/** The original's authorization window path on the auth host. */
export var AUTHORIZE_PATH = '/uas/oauth2/authorize';
/** How often the page looks whether the member closed the popup. */
var CLOSED_POLL_MS = 300;
var POPUP_FEATURES = 'width=600,height=620,scrollbars=yes,resizable=yes,toolbar=no,menubar=no';

/** How a flow ended: a message (token or error), or the window never answered. */
export type AuthEnd = { message: AuthMessage } | { failure: 'blocked' | 'closed' | 'timeout' };

/** A running popup or frame flow. */
export interface AuthFlow {
  focus(): void;
  cancel(): void;
}

function pageOrigin(): string {
  return location.protocol + '//' + location.host;
}

/** The authorization window's URL for this page, API key and scope. */
export function authorizeUrl(IN: any, state: string, silent: boolean): string {
  var scope = IN.ENV.js.scope ? String(IN.ENV.js.scope).replace(/[\s,]+/g, ' ') : undefined;
  return (
    IN.ENV.url.auth +
    AUTHORIZE_PATH +
    '?' +
    queryString({
      immediate: 'true',
      client_id: IN.ENV.auth.api_key,
      type: 'user-agent',
      origin: pageOrigin(),
      state: state,
      scope: scope,
      mode: silent ? 'silent' : undefined,
    })
  );
}

/**
 * Listens for the one message of `target()` (the window we opened), and ends the flow on it.
 * Returns the function that stops listening.
 */
function listen(IN: any, state: string, target: () => any, end: (how: AuthEnd) => void): () => void {
  var origin = originOf(IN.ENV.url.auth, location);
  var onMessage = function (raw?: Event) {
    var event = eventOf(raw) as MessageEvent;
    var message = acceptAuthMessage(event.origin, event.source, event.data, { origin: origin, source: target(), state: state });
    if (message) end({ message: message });
  };
  addEvent(window, 'message', onMessage);
  return function () {
    removeEvent(window, 'message', onMessage);
  };
}

/** Opens the sign-in popup; `done` runs once with how it ended. */
export function openPopup(IN: any, done: (how: AuthEnd) => void): AuthFlow {
  var state = randomId(24);
  var popup: any = null;
  var finished = false;
  var poll: any;
  var stop = listen(IN, state, function () {
    return popup;
  }, finish);
  function finish(how: AuthEnd) {
    if (finished) return;
    finished = true;
    stop();
    clearInterval(poll);
    // A window that signed the member in goes away; one that shows an error stays for the member to read.
    if (popup && !popup.closed && 'message' in how && !how.message.error) {
      try {
        popup.close();
      } catch (e) {}
    }
    done(how);
  }
  var width = IN.ENV.ui.popup_window_width || 600;
  var left = (window.screenX || (window as any).screenLeft || 0) + Math.max(0, ((window.outerWidth || 1000) - width) / 2);
  popup = window.open(authorizeUrl(IN, state, false), 'in_auth_' + state, POPUP_FEATURES + ',left=' + Math.round(left) + ',top=80');
  if (!popup) {
    finish({ failure: 'blocked' });
  } else {
    poll = setInterval(function () {
      if (popup.closed) finish({ failure: 'closed' });
    }, CLOSED_POLL_MS);
  }
  return {
    focus: function () {
      if (popup && !popup.closed) popup.focus();
    },
    cancel: function () {
      if (popup && !popup.closed) popup.close();
      finish({ failure: 'closed' });
    },
  };
}

/**
 * Asks the auth host in a hidden frame whether the member is signed in there and has granted
 * this app; `done` runs once, at the latest after `timeout` ms.
 */
export function askSilently(IN: any, timeout: number, done: (how: AuthEnd) => void): void {
  var state = randomId(24);
  var frame = document.createElement('iframe');
  var finished = false;
  var stop = listen(IN, state, function () {
    return frame.contentWindow;
  }, finish);
  var timer = setTimeout(function () {
    finish({ failure: 'timeout' });
  }, timeout);
  function finish(how: AuthEnd) {
    if (finished) return;
    finished = true;
    stop();
    clearTimeout(timer);
    setTimeout(function () {
      if (frame.parentNode) frame.parentNode.removeChild(frame);
    }, 0);
    done(how);
  }
  frame.style.display = 'none';
  frame.title = 'in.js sign-in check';
  frame.src = authorizeUrl(IN, state, true);
  (document.body || document.documentElement).appendChild(frame);
}

import { addEvent } from '../compat/dom';

var waiting: Array<() => void> | null = null;

function isReady(): boolean {
  // IE 6-8 say "interactive" too early (before the DOM is complete), so only trust "complete"
  // there; other browsers reach "interactive" once the document is parsed.
  var state = document.readyState;
  return state === 'complete' || (state === 'interactive' && !(document as any).attachEvent);
}

// The three listeners stay: after the first of them, `waiting` is null and the others do nothing.
// DOMContentLoaded and load are trusted as they come: Firefox 3.0 has no document.readyState, and
// IE 9/10 still say "interactive" at DOMContentLoaded (isReady() would wait for their images).
function flush(): void {
  if (!waiting) return;
  var list = waiting;
  waiting = null;
  for (var i = 0; i < list.length; i++) list[i]();
}

function onStateChange(): void {
  if (isReady()) flush();
}

/**
 * Runs `fn` once the document is parsed: at once when it already is, else on the first of
 * DOMContentLoaded, readystatechange "complete" (IE 6-8) or window load.
 */
export function whenDomReady(fn: () => void): void {
  if (isReady()) {
    fn();
    return;
  }
  if (!waiting) {
    waiting = [];
    addEvent(document, 'DOMContentLoaded', flush);
    addEvent(document, 'readystatechange', onStateChange);
    addEvent(window, 'load', flush);
  }
  waiting.push(fn);
}

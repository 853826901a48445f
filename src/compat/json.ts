// JSON.parse for browsers without the JSON global (IE 6/7, IE 8 in quirks mode). The native
// object is used whenever it exists; the fallback is small and only ever sees the service's answers.

var win = window as any;

// json2's safety check: after removing strings, numbers and literals, only JSON punctuation may
// remain, so the text cannot run code when evaluated.
var ESCAPES = /\\(?:["\\\/bfnrt]|u[0-9a-fA-F]{4})/g;
var TOKENS = /"[^"\\\n\r]*"|true|false|null|-?\d+(?:\.\d*)?(?:[eE][+\-]?\d+)?/g;
var BRACKETS = /(?:^|:|,)(?:\s*\[)+/g;
var SAFE = /^[\],:{}\s]*$/;

/** Parses JSON text; throws SyntaxError on anything that is not JSON. */
export function parseJson(text: string): any {
  if (win.JSON) return win.JSON.parse(text); // legacy-ok: native when present
  if (SAFE.test(text.replace(ESCAPES, '@').replace(TOKENS, ']').replace(BRACKETS, ''))) {
    // eslint-disable-next-line no-new-func
    return new Function('return (' + text + ')')();
  }
  throw new SyntaxError('not JSON');
}

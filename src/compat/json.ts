// JSON for browsers without the JSON global (IE 6/7, IE 8 in quirks mode). The native object is
// used whenever it exists; the fallbacks are small and only ever see the service's answers.

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
  throw new SyntaxError('The text is not JSON.');
}

var SPECIAL: { [ch: string]: string } = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function quote(text: string): string {
  return (
    '"' +
    text.replace(/["\\\u0000-\u001f\u2028\u2029]/g, function (ch) {
      return SPECIAL[ch] || '\\u' + ('0000' + ch.charCodeAt(0).toString(16)).slice(-4);
    }) +
    '"'
  );
}

/** Serializes plain data (objects, arrays, strings, numbers, booleans, null) as JSON text. */
export function toJson(value: any): string {
  if (win.JSON) return win.JSON.stringify(value); // legacy-ok: native when present
  if (value === null || value === undefined) return 'null';
  var type = typeof value;
  if (type === 'string') return quote(value);
  if (type === 'number') return isFinite(value) ? String(value) : 'null';
  if (type === 'boolean') return String(value);
  if (typeof value.toJSON === 'function') return toJson(value.toJSON());
  var parts: string[] = [];
  if (Object.prototype.toString.call(value) === '[object Array]') {
    for (var i = 0; i < value.length; i++) parts.push(toJson(value[i]));
    return '[' + parts.join(',') + ']';
  }
  for (var key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key) && value[key] !== undefined && typeof value[key] !== 'function') {
      parts.push(quote(key) + ':' + toJson(value[key]));
    }
  }
  return '{' + parts.join(',') + '}';
}

// JSON.parse for browsers without the JSON global (IE 6/7, IE 8 in quirks mode). The native
// object is used whenever it exists; the fallback is small and only ever sees the service's answers.

// RFC 4627's check (section 6): outside its strings, the text may hold only the characters JSON's
// tokens are made of, so evaluating it can call, assign or declare nothing.
var STRINGS = /"(\\.|[^"\\])*"/g;
var NOT_JSON = /[^,:{}\[\]0-9.\-+Eaeflnr-u \n\r\t]/;

/** Parses JSON text; throws SyntaxError on anything that is not JSON. */
export function parseJson(text: string): any {
  if (window.JSON) return JSON.parse(text); // legacy-ok: native when present
  // Text that fails the check compiles as "return ()": a SyntaxError.
  // eslint-disable-next-line no-new-func
  return new Function('return (' + (NOT_JSON.test(text.replace(STRINGS, '')) ? '' : text) + ')')();
}

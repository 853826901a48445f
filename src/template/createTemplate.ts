// The original's IN.Util.createJSTemplate: text with <?js code ?> and <?js= expression ?>
// compiled once into a function of a data object, run as `with (data) { ... }`.
import { escapeHtml } from './escapeHtml';
import { hasOwn } from '../compat/object';
import { trim } from '../compat/string';
import { logError } from '../compat/log';

/** A compiled template: data object in, HTML out. Never throws. */
export type Template = (data?: any) => string;

/** Start and end marker, as the templateMarkers setting writes them. */
var DEFAULT_MARKERS = '<?js ?>';

var cache: { [key: string]: Template } = {};

// Characters that cannot stand as they are inside a "..." string literal.
var UNSAFE_IN_STRING = /["\\\n\r\u2028\u2029]/g;

function quote(text: string): string {
  return (
    '"' +
    text.replace(UNSAFE_IN_STRING, function (ch) {
      return '\\u' + ('000' + ch.charCodeAt(0).toString(16)).slice(-4);
    }) +
    '"'
  );
}

function markersOf(markers: string | undefined): string[] {
  var pair = trim(markers || DEFAULT_MARKERS).split(/\s+/);
  if (pair.length !== 2 || pair[0] === pair[1]) {
    logError("templateMarkers must be two markers such as '{{ }}', not '" + markers + "': using '<?js ?>'.");
    pair = DEFAULT_MARKERS.split(' ');
  }
  return pair;
}

/**
 * Compiles a template. `<?js= expr ?>` prints the expression HTML-escaped; `<?js code ?>` runs
 * statements; inside, `print(...)` appends its arguments unescaped and `$("field")` reads a
 * field (`$("*")`: the whole object). An exception, at compile or run time, renders
 * `Error: message`. Compiled templates are cached by markers and text.
 * @example createTemplate('Hello, <?js= firstName ?>!')({ firstName: 'Ada' }) // 'Hello, Ada!'
 */
export function createTemplate(text: string, markers?: string): Template {
  var key = markers + ' ' + text;
  if (hasOwn(cache, key)) return cache[key];
  var pair = markersOf(markers);
  var start = pair[0];
  var end = pair[1];
  var rest = String(text).replace(/\r/g, '').replace(/^\n+|\n+$/g, '');
  var body = 'var __p=[],$=function(v){return v=="*"?obj:obj[v]},print=function(){__p.push.apply(__p,arguments)};with(obj||{}){try{';
  for (;;) {
    var open = rest.indexOf(start);
    var close = open < 0 ? -1 : rest.indexOf(end, open + start.length);
    // No (further) complete marker pair: the rest is text.
    if (close < 0) break;
    var code = rest.substring(open + start.length, close);
    body +=
      '__p.push(' + quote(rest.substring(0, open)) + ');' +
      (code.charAt(0) === '=' ? '__p.push(__e(' + code.substring(1).replace(/;\s*$/, '') + '));' : code + '\n');
    rest = rest.substring(close + end.length);
  }
  body += '__p.push(' + quote(rest) + ')}catch(__x){__p.push("Error: ",__e(__x&&__x.message||__x))}}return __p.join("")';
  var template: Template;
  try {
    var compiled = new Function('obj', '__e', body);
    template = function (data) {
      return compiled(data, escapeHtml);
    };
  } catch (e) {
    var shown = 'Error: ' + escapeHtml((e as Error).message);
    logError('template does not compile: ' + (e as Error).message);
    template = function () {
      return shown;
    };
  }
  return (cache[key] = template);
}

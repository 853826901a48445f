// The original's IN.Util.createJSTemplate: text with <?js code ?> and <?js= expression ?>
// compiled once into a function of a data object, run as `with (data) { ... }`.
import { escapeHtml } from './escapeHtml';
import { trim } from '../compat/string';
import { logError } from '../compat/log';

/** A compiled template: data object in, HTML out. Never throws. */
export type Template = (data?: any) => string;

// Keyed by markers + " " + text: no inherited property name has a space, so a plain lookup finds only templates.
var cache: { [key: string]: Template } = {};

/**
 * Compiles a template. `<?js= expr ?>` prints the expression HTML-escaped; `<?js code ?>` runs
 * statements; inside, `print(...)` appends its arguments unescaped and `$("field")` reads a
 * field (`$("*")`: the whole object). An exception, at compile or run time, renders
 * `Error: message`. `markers` defaults to the page's templateMarkers setting
 * (IN.ENV.js.templateMarkers), then to `<?js ?>`. Compiled templates are cached by markers and text.
 * It is IN.Util.createJSTemplate.
 * @example createTemplate('Hello, <?js= firstName ?>!')({ firstName: 'Ada' }) // 'Hello, Ada!'
 */
export function createTemplate(text: string, markers?: string): Template {
  markers = markers || (window as any).IN.ENV.js.templateMarkers;
  var key = markers + ' ' + text;
  if (cache[key]) return cache[key];
  // The default markers: <?js ?>.
  var pair = trim(markers || '<?js ?>').split(/\s+/);
  if (pair.length !== 2 || pair[0] === pair[1]) {
    logError("templateMarkers must be two markers such as '{{ }}': using <?js ?>");
    pair = ['<?js', '?>'];
  }
  var start = pair[0];
  var end = pair[1];
  var rest = String(text).replace(/\r/g, '').replace(/^\n+|\n+$/g, '');
  // The text around the markers is not compiled: the code prints it from __t by position.
  var texts: string[] = [];
  var body = 'with(obj||{}){';
  for (;;) {
    var open = rest.indexOf(start);
    var close = open < 0 ? -1 : rest.indexOf(end, open + start.length);
    // No (further) complete marker pair: the rest is text.
    if (close < 0) break;
    var code = rest.substring(open + start.length, close);
    body +=
      '__p.push(__t[' + (texts.push(rest.substring(0, open)) - 1) + ']);' +
      (code.charAt(0) === '=' ? '__p.push(__e(' + code.substring(1).replace(/;\s*$/, '') + '));' : code + '\n');
    rest = rest.substring(close + end.length);
  }
  body += '}';
  var compiled: Function;
  try {
    compiled = new Function('obj,__e,__t,__p,$,print', body);
  } catch (e) {
    logError('template does not compile: ' + (e as Error).message);
    // Renders as a run-time exception does: "Error: message".
    compiled = function () {
      throw e;
    };
  }
  var template: Template = function (data) {
    var out: string[] = [];
    try {
      compiled(
        data,
        escapeHtml,
        texts,
        out,
        function (name: string) {
          return name == '*' ? data : data[name];
        },
        function () {
          out.push.apply(out, arguments as any);
        },
      );
      // The text after the last marker pair.
      out.push(rest);
    } catch (e) {
      // As in the original, what was printed before the exception stays.
      out.push('Error: ', escapeHtml((e && (e as Error).message) || e));
    }
    return out.join('');
  };
  return (cache[key] = template);
}

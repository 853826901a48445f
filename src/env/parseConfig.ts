import { trim } from '../compat/string';
import { hasOwn } from '../compat/object';
import { indexOf } from '../compat/array';
import { logWarn } from '../compat/log';
import { BOOLEAN_SETTING, SETTINGS, Settings } from './settings';

var LINE_BREAK = /[\r\n]/;

/**
 * Turns one setting's raw value into what IN.ENV.js holds, warning about values that
 * cannot be meant (`authorize: yes`). Booleans accept true/false in any letter case.
 */
function readValue(name: string, raw: unknown): string | boolean {
  var text = trim(String(raw));
  if (!BOOLEAN_SETTING.test(name)) return raw == null ? '' : text;
  // true and false as values (IN.init) read as their text.
  var lower = text.toLowerCase();
  if (text && lower !== 'true' && lower !== 'false') {
    logWarn("setting '" + name + "' must be true or false, not '" + raw + "': using false.");
  }
  return lower === 'true';
}

/**
 * Reads settings from an object (IN.init) into a new one. Unknown names are dropped with a warning,
 * so a typo such as `apikey` is visible in the console.
 */
export function readSettings(source: { [name: string]: unknown }): Settings {
  var into: Settings = {};
  for (var name in source) {
    if (!hasOwn(source, name)) continue;
    if (indexOf(SETTINGS, name) >= 0) {
      into[name] = readValue(name, source[name]);
    } else {
      logWarn("unknown setting '" + name + "' ignored; known: " + SETTINGS.join(', '));
    }
  }
  return into;
}

/**
 * Parses the body of the script tag that loaded the framework: one `key: value` per line.
 * Blank lines, surrounding white space, CRLF line ends and `//` comment lines are ignored.
 * The value is everything after the first colon, so URLs (`base_url: http://h:1`) survive.
 *
 * @example parseConfig("api_key: abc\nonLoad: a, b") // {api_key: "abc", onLoad: "a, b"}
 */
export function parseConfig(text: string): Settings {
  var raw: { [name: string]: string } = {};
  var lines = text.split(LINE_BREAK);
  for (var i = 0; i < lines.length; i++) {
    var line = trim(lines[i]);
    if (!line || line.substring(0, 2) === '//') continue;
    var colon = line.indexOf(':');
    if (colon < 1) {
      logWarn("ignored line '" + line + "': write 'key: value'.");
      continue;
    }
    raw[trim(line.substring(0, colon))] = line.substring(colon + 1);
  }
  return readSettings(raw);
}

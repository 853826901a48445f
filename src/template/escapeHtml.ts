// HTML escaping for what templates print with <?js= ?> (member names, headlines: data the page
// did not write). String#replace with a function is ES3 (JScript 5.5+).
var SPECIAL = /[&<>"']/g;
var ENTITIES: { [ch: string]: string } = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text safe for element content and quoted attribute values; null and undefined print nothing,
 * as the original's `p.join("")` did.
 * @example escapeHtml('<b>"Ada"</b>') // '&lt;b&gt;&quot;Ada&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: unknown): string {
  return value == null
    ? ''
    : String(value).replace(SPECIAL, function (ch) {
        return ENTITIES[ch];
      });
}

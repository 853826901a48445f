// HTML escaping for what templates print with <?js= ?> (member names, headlines: data the page
// did not write). String#replace with a function is ES3 (JScript 5.5+); a global pattern starts
// from 0 on every replace, so the literal can be shared.
/**
 * Text safe for element content and quoted attribute values; null and undefined print nothing,
 * as the original's `p.join("")` did.
 * The five characters become numeric references (`&#60;` for `<`), which every HTML parser reads.
 * @example escapeHtml('<b>"Ada"</b>') // '&#60;b&#62;&#34;Ada&#34;&#60;/b&#62;'
 */
export function escapeHtml(value: unknown): string {
  return value == null
    ? ''
    : String(value).replace(/[&<>"']/g, function (ch) {
        return '&#' + ch.charCodeAt(0) + ';';
      });
}

/**
 * A value as a JavaScript literal that is safe inside an inline <script>: no `</script>`, no
 * `<!--`, no raw U+2028/2029 (which end a line in old parsers).
 * @example `var ORIGIN = ${scriptLiteral(origin)};`
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

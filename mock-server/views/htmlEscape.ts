const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/**
 * Escapes text for HTML element content and quoted attribute values. Every value a page shows
 * (app name, logo URL, member name, error text) goes through it.
 * @example htmlEscape('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function htmlEscape(text: unknown): string {
  return String(text).replace(/[&<>"'`]/g, (ch) => ENTITIES[ch]!);
}

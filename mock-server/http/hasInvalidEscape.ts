// A URL part with a `%` that starts no valid escape (spec: 400 for `%zz`): the one test of the
// malformed-URL route (gateway/malformedUrl.ts) and the admin API's, before MSW's path matching,
// which throws on such a URL.

/**
 * True when `text` has a `%` that does not start a valid escape.
 * @example hasInvalidEscape('/v1/people/%zz') // true
 */
export function hasInvalidEscape(text: string): boolean {
  // Without a '%' there is no escape to get wrong (most URLs, on every request).
  if (!text.includes('%')) return false;
  if (/%(?![0-9A-Fa-f]{2})/.test(text)) return true;
  try {
    decodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * A value as JSON with every character beyond ASCII written as a `\uXXXX` escape (a surrogate pair
 * as two): the "escaped Unicode version of the request payload" LinkedIn signs (Apply Connect,
 * "Receive Applications", learn.microsoft.com/linkedin/talent/apply-connect/receive-applications).
 * The mock sends exactly this text, so the body a receiver reads is the text that was signed; a
 * receiver that signs its own re-serialization (`JSON.stringify(req.body)`) gets another text as
 * soon as a comment holds an accent, as it would with LinkedIn.
 * @example escapedUnicodeJson({ text: 'café' }) // '{"text":"caf\\u00e9"}'
 */
export function escapedUnicodeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

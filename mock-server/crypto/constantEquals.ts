/**
 * Compares two secrets in time that depends only on their lengths, not on where they differ.
 * @example constantEquals(given, app.secretKey)
 */
export function constantEquals(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

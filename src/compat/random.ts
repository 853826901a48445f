/**
 * A hard-to-guess string of digits and lower-case letters for OAuth state: crypto.getRandomValues where the
 * browser has it, Math.random in IE 6-10.
 */
export function randomId(length: number): string {
  var c = (window as any).crypto || (window as any).msCrypto;
  // Every browser with getRandomValues has Uint8Array.
  var bytes: ArrayLike<number> | null = c && c.getRandomValues && c.getRandomValues(new Uint8Array(length));
  var out = '';
  // Base 36 (0-9, a-z): about 5.2 bits a character.
  for (var i = 0; i < length; i++) out += (bytes ? bytes[i] % 36 : (Math.random() * 36) | 0).toString(36);
  return out;
}

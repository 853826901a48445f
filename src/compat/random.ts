var CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A hard-to-guess string for OAuth state and message ids: crypto.getRandomValues where the
 * browser has it, Math.random in IE 6-10.
 */
export function randomId(length: number): string {
  var c = (window as any).crypto || (window as any).msCrypto;
  var bytes: ArrayLike<number> | null = null;
  if (c && c.getRandomValues && (window as any).Uint8Array) bytes = c.getRandomValues(new (window as any).Uint8Array(length));
  var out = '';
  for (var i = 0; i < length; i++) out += CHARS.charAt((bytes ? bytes[i] : Math.floor(Math.random() * 256)) % CHARS.length);
  return out;
}

/**
 * HMAC-SHA1 of `message` under `key`, base64: the OAuth 1.0a signature (RFC 5849 3.4.2) and the
 * credentials cookie's. Web Crypto (node:crypto's webcrypto in Node), so the handlers run in a
 * browser under setupWorker too. `key` must not be empty (an OAuth 1.0a key always holds '&').
 * @example await hmacSha1('secret&', 'GET&http%3A%2F%2Fh%2Fp&a%3D1') // base64 digest
 */
export async function hmacSha1(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  let text = '';
  for (const byte of new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))) text += String.fromCharCode(byte);
  return btoa(text);
}

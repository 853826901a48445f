/**
 * HMAC-SHA256 of `message` under `key`, lowercase hex: LinkedIn's webhook challenge response and
 * `X-LI-Signature` (docs/webhooks.md). Web Crypto, so it runs in a browser under setupWorker too.
 * `key` must not be empty (an app's client secret never is).
 * @example await hmacSha256Hex('secret', 'hmacsha256={"type":"…"}') // 64 hex digits
 */
export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let hex = '';
  for (const byte of new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

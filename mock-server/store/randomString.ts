const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A random, URL-safe string of `length` characters from the platform's CSPRNG (Node 20 and
 * browsers alike, so the handlers also run under setupWorker).
 * @example randomString(32) // "q3N0uJ-..."
 */
export function randomString(length: number): string {
  let out = '';
  // 64 symbols: a byte modulo 64 is uniform.
  for (const byte of crypto.getRandomValues(new Uint8Array(length))) out += URL_SAFE[byte % 64];
  return out;
}

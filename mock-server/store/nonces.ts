import type { Clock } from './clock.js';

/** How many nonces may be recorded between two sweeps of the stale ones. */
const SWEEP_EVERY = 256;

/**
 * The OAuth 1.0a nonces the service has accepted (RFC 5849 3.3): a nonce is unique per
 * timestamp, client and token, so each is kept with its timestamp until that timestamp falls
 * out of the accepted window; by then a replay is refused for its timestamp anyway.
 * @example
 * if (!nonces.use(`${consumerKey}|${token}|${timestamp}|${nonce}`, timestamp, 300)) refuse('nonce_used');
 */
export interface NonceStore {
  /** Records the nonce; false when the same key was already used (a replay). */
  use(key: string, timestampSeconds: number, windowSeconds: number): boolean;
  clear(): void;
}

export function createNonceStore(clock: Clock): NonceStore {
  const seen = new Map<string, number>();
  let sinceSweep = 0;
  return {
    use(key, timestampSeconds, windowSeconds) {
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        const oldest = clock.now() / 1000 - windowSeconds;
        for (const [stored, timestamp] of seen) if (timestamp < oldest) seen.delete(stored);
      }
      if (seen.has(key)) return false;
      seen.set(key, timestampSeconds);
      return true;
    },
    clear() {
      seen.clear();
      sinceSweep = 0;
    },
  };
}

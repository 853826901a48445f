import type { Clock } from './clock.js';
import { ExpiringMap } from './expiringMap.js';
import { MAX_NONCES } from '../defaults.js';

/**
 * The OAuth 1.0a nonces the service has accepted (RFC 5849 3.3): a nonce is unique per
 * timestamp, client and token, so each is kept until its timestamp falls out of the accepted
 * window; by then a replay is refused for its timestamp anyway.
 * @example
 * if (!nonces.use(`${consumerKey}|${token}|${timestamp}|${nonce}`, timestamp, 300)) refuse('nonce_used');
 */
export interface NonceStore {
  /** Records the nonce; false when the same key was already used (a replay). */
  use(key: string, timestampSeconds: number, windowSeconds: number): boolean;
  clear(): void;
}

export function createNonceStore(clock: Clock): NonceStore {
  // Each nonce with the time (ms) its timestamp leaves the window.
  const seen = new ExpiringMap<string, number>(clock, (leavesWindowAt) => leavesWindowAt, MAX_NONCES);
  return {
    use(key, timestampSeconds, windowSeconds) {
      if (seen.get(key) !== undefined) return false;
      seen.set(key, (timestampSeconds + windowSeconds) * 1000);
      return true;
    },
    clear() {
      seen.clear();
    },
  };
}

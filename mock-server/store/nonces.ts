import type { Clock } from './clock.js';
import { ExpiringMap } from './expiringMap.js';
import { MAX_NONCES } from '../defaults.js';

/**
 * The OAuth 1.0a timestamps the service accepts now (RFC 5849 3.3), in whole seconds: from
 * `now - window` to `now + window`, `now` the service clock rounded down. The timestamp rule reads
 * it, and the nonce store keeps each nonce until the first millisecond its timestamp is refused
 * (refusedFrom), so the two count in one unit (they used to differ, and a captured call was
 * accepted twice at the edge of the window).
 * @example acceptedTimestamps(1_700_000_000_900, 300) // { now: 1700000000, from: 1699999700, to: 1700000300 }
 */
export function acceptedTimestamps(nowMs: number, windowSeconds: number): { now: number; from: number; to: number } {
  const now = Math.floor(nowMs / 1000);
  return { now, from: now - windowSeconds, to: now + windowSeconds };
}

/** The first service time (ms) at which `timestampSeconds` is older than acceptedTimestamps allows. */
export function refusedFrom(timestampSeconds: number, windowSeconds: number): number {
  return (timestampSeconds + windowSeconds + 1) * 1000;
}

/**
 * The OAuth 1.0a nonces the service has accepted (RFC 5849 3.3): a nonce is unique per
 * timestamp, client and token, so each is kept until its timestamp is refused (refusedFrom); by
 * then a replay is refused for its timestamp anyway. At most MAX_NONCES are kept: past it the
 * oldest is forgotten.
 * @example
 * if (!nonces.use(`${consumerKey}|${token}|${timestamp}|${nonce}`, timestamp, 300)) refuse('nonce_used');
 */
export interface NonceStore {
  /** Records the nonce; false when the same key was already used (a replay). */
  use(key: string, timestampSeconds: number, windowSeconds: number): boolean;
  size(): number;
  clear(): void;
}

export function createNonceStore(clock: Clock, limit = MAX_NONCES): NonceStore {
  // Each nonce with the time (ms) its timestamp is refused.
  const seen = new ExpiringMap<string, number>(clock, (refusedAt) => refusedAt, limit);
  return {
    use(key, timestampSeconds, windowSeconds) {
      if (seen.get(key) !== undefined) return false;
      seen.set(key, refusedFrom(timestampSeconds, windowSeconds));
      return true;
    },
    size: () => seen.size,
    clear() {
      seen.clear();
    },
  };
}

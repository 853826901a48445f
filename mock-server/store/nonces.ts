import type { Clock } from './clock.js';
import { MAX_OAUTH1_NONCES } from '../defaults.js';

/** How many nonces may be recorded between two sweeps of the stale ones. */
const SWEEP_EVERY = 256;

/**
 * The OAuth 1.0a timestamps the service accepts now (RFC 5849 3.3), in whole seconds: from
 * `now - window` to `now + window`, `now` the service clock rounded down. The timestamp rule and
 * the nonce store both read it, so a nonce is forgotten only once its timestamp is refused anyway
 * (the two used to count in different units, and a captured call was accepted twice at the edge).
 * @example acceptedTimestamps(1_700_000_000_900, 300) // { now: 1700000000, from: 1699999700, to: 1700000300 }
 */
export function acceptedTimestamps(nowMs: number, windowSeconds: number): { now: number; from: number; to: number } {
  const now = Math.floor(nowMs / 1000);
  return { now, from: now - windowSeconds, to: now + windowSeconds };
}

/**
 * The OAuth 1.0a nonces the service has accepted (RFC 5849 3.3): a nonce is unique per
 * timestamp, client and token, so each is kept with its timestamp until that timestamp falls
 * out of the accepted window (acceptedTimestamps); by then a replay is refused for its timestamp
 * anyway. At most `limit` are kept (MAX_OAUTH1_NONCES): past it the oldest is forgotten.
 * @example
 * if (!nonces.use(`${consumerKey}|${token}|${timestamp}|${nonce}`, timestamp, 300)) refuse('nonce_used');
 */
export interface NonceStore {
  /** Records the nonce; false when the same key was already used (a replay). */
  use(key: string, timestampSeconds: number, windowSeconds: number): boolean;
  size(): number;
  clear(): void;
}

export function createNonceStore(clock: Clock, limit = MAX_OAUTH1_NONCES): NonceStore {
  const seen = new Map<string, number>();
  let sinceSweep = 0;
  const sweep = (windowSeconds: number) => {
    sinceSweep = 0;
    const { from } = acceptedTimestamps(clock.now(), windowSeconds);
    for (const [stored, timestamp] of seen) if (timestamp < from) seen.delete(stored);
  };
  return {
    use(key, timestampSeconds, windowSeconds) {
      if (++sinceSweep >= SWEEP_EVERY || seen.size >= limit) sweep(windowSeconds);
      if (seen.has(key)) return false;
      if (seen.size >= limit) seen.delete(seen.keys().next().value!);
      seen.set(key, timestampSeconds);
      return true;
    },
    size: () => seen.size,
    clear() {
      seen.clear();
      sinceSweep = 0;
    },
  };
}

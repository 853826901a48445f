import { TimestampRefused } from '../errors.js';
import { acceptedTimestamps } from '../../store/nonces.js';

/**
 * oauth_timestamp is within `windowSeconds` of the service clock, either way (RFC 5849 3.3 lets
 * the server refuse stale ones; the real service asked for clocks within five minutes), in whole
 * seconds as the nonce store counts them (acceptedTimestamps). Moving the mock clock moves the
 * window: a client signing with the real time fails after a big jump.
 */
export function timestampRule(timestamp: number | undefined, nowMs: number, windowSeconds: number): void {
  if (timestamp === undefined) return;
  const { from, to } = acceptedTimestamps(nowMs, windowSeconds);
  if (timestamp < from || timestamp > to) throw new TimestampRefused(timestamp, from, to);
}

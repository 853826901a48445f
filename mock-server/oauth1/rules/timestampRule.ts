import { TimestampRefused } from '../errors.js';

/**
 * oauth_timestamp is within `windowSeconds` of the service clock, either way (RFC 5849 3.3 lets
 * the server refuse stale ones; the real service asked for clocks within five minutes). Moving the
 * mock clock moves the window: a client signing with the real time fails after a big jump.
 */
export function timestampRule(timestamp: number | undefined, nowMs: number, windowSeconds: number): void {
  if (timestamp === undefined) return;
  const now = Math.floor(nowMs / 1000);
  if (Math.abs(timestamp - now) > windowSeconds) throw new TimestampRefused(timestamp, now - windowSeconds, now + windowSeconds);
}

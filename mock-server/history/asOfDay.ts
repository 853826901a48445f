// `asOf`: the day whose platform the service replays (docs/over-time.md). Given as a day
// ('2019-06-01'), an ISO time or ms; kept as ms. The dated rules (datedChanges.ts) and the version
// calendar read it; the clock (token lifetimes, OAuth 1.0a timestamps, id_token times) does not:
// real clients sign and check with their own clocks, so the clock stays where it is.
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from '../defaults.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The ms of an `asOf` value, or a sentence saying what is wrong with it.
 * @example asOfMs('2019-06-01') // 1559347200000
 * @example asOfMs('June 2019') // "asOf must be a day such as '2019-06-01' …"
 */
export function asOfMs(value: unknown): number | string {
  let ms = Number.NaN;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string' && DAY.test(value)) ms = Date.parse(`${value}T00:00:00Z`);
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms < CLOCK_MIN_MS || ms > CLOCK_MAX_MS) {
    return `asOf must be a day such as '2019-06-01' (or an ISO time, or ms since the epoch) between 1970 and 9999, not ${JSON.stringify(value)}.`;
  }
  return ms;
}

/** 'YYYY-MM-DD' of ms. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

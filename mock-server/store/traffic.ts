// What the REST API counts and what a test injected: the rate-limit counters of the current UTC
// day and the faults waiting to fire (POST /__admin/faults).
import { RATE_LIMITS } from '../defaults.js';

export interface RateLimits {
  /** Calls per UTC day for one application. */
  appPerDay: number;
  /** Calls per UTC day by one member through one application. */
  memberPerDay: number;
  /** Calls per UTC day by one of the application's designated developers (instead of memberPerDay). */
  developerPerDay: number;
}

/** A failure or slowdown for the next `times` calls to `path`. */
export interface Fault {
  /** A path such as /v1/people/~ (exact), or a prefix ending in '*' (/v1/people/*). */
  path: string;
  /** 500 or 504; absent for a pure delay. */
  status?: 500 | 504;
  delayMs: number;
  /** Calls left. */
  times: number;
}

export interface Traffic {
  limits: RateLimits;
  /** Day number (ms / 86 400 000, UTC) the counters belong to. */
  day: number;
  counters: Map<string, number>;
  faults: Fault[];
}

export function createTraffic(): Traffic {
  return { limits: { ...RATE_LIMITS }, day: -1, counters: new Map(), faults: [] };
}

/** Back to the defaults: default limits, no counts, no faults. */
export function resetTraffic(traffic: Traffic): void {
  traffic.limits = { ...RATE_LIMITS };
  traffic.day = -1;
  traffic.counters.clear();
  traffic.faults.length = 0;
}

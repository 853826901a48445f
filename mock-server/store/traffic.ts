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

/** How a fault spoils the real answer, or drops the connection instead of answering. */
export type FaultFailure = 'drop' | 'truncate' | 'malformed';

/** The 401 types of the REST API (admission/tokenRefusal.ts), for a fault that answers one. */
export type UnauthorizedType = 'unknownScheme' | 'empty' | 'invalid' | 'expired' | 'revoked' | 'oauth1Token';

/** An injected failure or slowdown (POST /__admin/faults; faults/faults.ts says what each field does). */
export interface Fault {
  /** Number of the rule, from 1 after each reset. */
  id: number;
  /** The requests it matches (faults/requestPattern.ts); `path` is required. */
  method?: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** What it answers instead of the real answer. */
  status?: number;
  message?: string;
  unauthorized?: UnauthorizedType;
  responseHeaders?: Record<string, string>;
  body?: string;
  /** Waits this long first. */
  delayMs: number;
  fail?: FaultFailure;
  /** Firings left; null: until cleared. */
  times: number | null;
  /** Fires for this share of the matching requests (0 < share ≤ 1), spread evenly: 0.25 is every fourth. */
  share?: number;
  /** Matching requests seen so far, and how many of them it fired on. */
  matched: number;
  fired: number;
}

export interface Traffic {
  limits: RateLimits;
  /** Day number (ms / 86 400 000, UTC) the counters belong to. */
  day: number;
  counters: Map<string, number>;
  faults: Fault[];
  /** Id of the last fault added. */
  lastFaultId: number;
}

export function createTraffic(): Traffic {
  return { limits: { ...RATE_LIMITS }, day: -1, counters: new Map(), faults: [], lastFaultId: 0 };
}

/** Back to the defaults: default limits, no counts, no faults. */
export function resetTraffic(traffic: Traffic): void {
  traffic.limits = { ...RATE_LIMITS };
  traffic.day = -1;
  traffic.counters.clear();
  traffic.faults.length = 0;
  traffic.lastFaultId = 0;
}

// Rate limits (spec "Limits"): calls per day for the application, for each member through the
// application, and for the application's designated developers; the day runs from midnight UTC
// to the next midnight UTC on the mock clock. Past a limit: 429 (the spec's status; the real v1
// API sent 403 with the message this one starts with, docs/rest.md "Sources"; docs/rest.md).
// v1 counts every call of an app (and of a member through it) together, as the spec's Limits table
// says; today's API counts each endpoint on its own, as LinkedIn's Rate Limits page says ("varies
// based on which API endpoint you are using",
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits), with the same
// numbers per endpoint. Each era answers the refusal in its own form (`Throttled`: v1 its error body
// with Retry-After, today's API LinkedIn's body with serviceErrorCode 101 and no Retry-After, docs/v2.md).
import type { Traffic } from '../store/traffic.js';
import { Throttled } from '../api/errors.js';

const DAY_MS = 86_400_000;

interface Caller {
  apiKey: string;
  memberId: string;
  /** The member is one of the app's designated developers. */
  isDeveloper: boolean;
  /** Today's API: the endpoint called (`me.GET`), counted on its own; absent for v1 (every call together). */
  endpoint?: string;
}

/** One daily limit a call counts against: its counter, its limit, and what it is (said only in a refusal). */
export interface DailyLimit {
  key: string;
  limit: number;
  what: () => string;
}

/**
 * Counts one call against each of `limits` on the UTC day of `now` (the counters start again at
 * midnight UTC); throws a 429 Throttled (with Retry-After until the next UTC midnight) when it would
 * pass one, and counts nothing then. The one rule of a daily limit: the service's (countCall) and a
 * product's own (Verified on LinkedIn's per member, today/identity/verifiedLimits.ts) alike.
 * @example countAgainst(ctx.traffic, [{ key: 'verify|app|member', limit: 500, what: () => "the member's 500 calls" }], ctx.clock.now())
 */
export function countAgainst(traffic: Traffic, limits: readonly DailyLimit[], now: number): void {
  const day = Math.floor(now / DAY_MS);
  if (day !== traffic.day) {
    traffic.day = day;
    traffic.counters.clear();
  }
  for (const check of limits) {
    if ((traffic.counters.get(check.key) ?? 0) >= check.limit) {
      const resetAt = (day + 1) * DAY_MS;
      const what = check.what();
      throw new Throttled(
        `Throttle limit for calls to this resource is reached. ${what.charAt(0).toUpperCase()}${what.slice(1)} is used up; it resets at ${new Date(resetAt).toISOString()} (midnight UTC).`,
        Math.ceil((resetAt - now) / 1000),
      );
    }
  }
  for (const check of limits) traffic.counters.set(check.key, (traffic.counters.get(check.key) ?? 0) + 1);
}

/**
 * Counts one call; throws a 429 Throttled (with Retry-After until the next UTC midnight) when it
 * would pass a limit. A refused call is not counted.
 * @example countCall(ctx.traffic, { apiKey, memberId, isDeveloper: false }, ctx.clock.now())
 */
export function countCall(traffic: Traffic, caller: Caller, now: number): void {
  // The sentences are made only for a refusal: this runs on every REST call.
  const to = caller.endpoint === undefined ? '' : ` to ${caller.endpoint}`;
  const of = caller.endpoint === undefined ? '' : `|${caller.endpoint}`;
  countAgainst(
    traffic,
    [
      { key: `app|${caller.apiKey}${of}`, limit: traffic.limits.appPerDay, what: () => `the application's daily limit of ${traffic.limits.appPerDay} calls${to}` },
      caller.isDeveloper
        ? { key: `developer|${caller.apiKey}|${caller.memberId}${of}`, limit: traffic.limits.developerPerDay, what: () => `the developer's daily limit of ${traffic.limits.developerPerDay} calls${to}` }
        : { key: `member|${caller.apiKey}|${caller.memberId}${of}`, limit: traffic.limits.memberPerDay, what: () => `the member's daily limit of ${traffic.limits.memberPerDay} calls${to} through this application` },
    ],
    now,
  );
}

// Verified on LinkedIn's own daily limits (the Verification Report API's "Rate Limits": 500 calls per
// member and 5,000 per application a day on the Development and Lite tiers; Plus "Custom"), counted
// across /rest/identityMe and /rest/verificationReport by the one rule of a daily limit
// (admission/rateLimit.ts countAgainst), on top of the service's own. Past one: LinkedIn's 429 body.
import type { TodayCall } from '../TodayRoute.js';
import type { VerifiedTier } from './verifiedTier.js';
import { countAgainst } from '../../admission/rateLimit.js';
import { VERIFIED_APP_CALLS_PER_DAY, VERIFIED_MEMBER_CALLS_PER_DAY } from '../../defaults.js';

/**
 * Counts one call of a Verified on LinkedIn member endpoint; throws Throttled past a limit.
 * @example countVerifiedCall(call, 'LITE')
 */
export function countVerifiedCall(call: Pick<TodayCall, 'ctx' | 'caller'>, tier: VerifiedTier): void {
  if (tier === 'PLUS') return;
  const { apiKey, memberId } = call.caller;
  countAgainst(
    call.ctx.traffic,
    [
      { key: `verified-app|${apiKey}`, limit: VERIFIED_APP_CALLS_PER_DAY, what: () => `Verified on LinkedIn's daily limit of ${VERIFIED_APP_CALLS_PER_DAY} calls for the application` },
      { key: `verified-member|${apiKey}|${memberId}`, limit: VERIFIED_MEMBER_CALLS_PER_DAY, what: () => `Verified on LinkedIn's daily limit of ${VERIFIED_MEMBER_CALLS_PER_DAY} calls for one member` },
    ],
    call.ctx.clock.now(),
  );
}

// Whether the id of a `urn:li:person:{id}` is the caller: the member id (what /v2/me answers as
// `id`), or the pairwise OpenID Connect subject the caller's app knows the member by (DOC-SHARE:
// the author is "the Person URN" retrieved through sign-in, i.e. `urn:li:person:{sub}`).
import type { TodayCall } from './TodayRoute.js';

/**
 * @example callerIsPerson(call, call.caller.memberId) // true
 */
export function callerIsPerson(call: Pick<TodayCall, 'ctx' | 'caller'>, personId: string): boolean {
  if (personId === call.caller.memberId) return true;
  return call.ctx.subjects.memberOf(call.caller.apiKey, personId) === call.caller.memberId;
}

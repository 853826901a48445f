// Whether the id of a `urn:li:person:{id}` is the caller: the member id (what /v2/me answers as
// `id`), or the OpenID Connect subject the caller's app knows the member by, when the service
// keeps pairwise subjects (DOC-SHARE: the author is "the Person URN" retrieved through sign-in).
import type { V2Call } from './V2Route.js';

interface SubjectLookup {
  memberOf(apiKey: string, sub: string): string | undefined;
}

/**
 * @example callerIsPerson(call, call.caller.memberId) // true
 */
export function callerIsPerson(call: Pick<V2Call, 'ctx' | 'caller'>, personId: string): boolean {
  if (personId === call.caller.memberId) return true;
  const subjects = (call.ctx as { subjects?: SubjectLookup }).subjects;
  return subjects?.memberOf(call.caller.apiKey, personId) === call.caller.memberId;
}

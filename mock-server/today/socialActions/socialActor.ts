// Who a comment or reaction is by: the caller as a member (`urn:li:person:{id}`, the member id or
// the app's OpenID Connect subject), or a page the caller may act for (`urn:li:organization:{id}`).
// Anyone else is refused as LinkedIn refuses a post's author that is not the caller: 403
// ACCESS_DENIED naming the field (docs/social-actions.md).
import type { TodayCall } from '../TodayRoute.js';
import { parseUrn } from '../../restli/urn.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { mayOnPage } from '../organizations/pagePermissions.js';
import { FieldRefused } from '../../api/errors.js';

/**
 * The member behind `actor` when the caller may act as it, else the 403; `where` is REQUEST_BODY
 * or PARAMETER (for `?actor=`).
 * @example actingMember(call, 'urn:li:person:aZ3kq9XbW1', 'REQUEST_BODY') // 'aZ3kq9XbW1'
 */
export function actingMember(call: TodayCall, actor: unknown, where: 'REQUEST_BODY' | 'PARAMETER'): string {
  const urn = typeof actor === 'string' ? parseUrn(actor) : undefined;
  if (urn?.namespace === 'li' && urn.entityType === 'person' && callerIsPerson(call, urn.id)) return call.caller.memberId;
  if (urn?.namespace === 'li' && urn.entityType === 'organization' && mayOnPage(call, 'comment', call.ctx.network.companies.get(urn.id))) return call.caller.memberId;
  throw new FieldRefused('/actor', where);
}

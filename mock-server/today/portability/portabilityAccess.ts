// What every Member Data Portability endpoint asks first (docs/identity.md): the caller is a member
// LinkedIn serves it to (located in the EEA or Switzerland: vocabulary/portabilityRegion.ts), else LinkedIn's 403;
// and the member is registered for the app's DMA data generation, as "once a user consents and an
// access token is generated, they are automatically registered" (the Member Authorization
// Management API, https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-authorization-management-api):
// since the token's consent, its `issuedAt`.
import type { TodayCall } from '../TodayRoute.js';
import type { MemberRecord } from '../../store/types.js';
import type { Product } from '../../scopes.js';
import { DMA_SCOPES } from '../../scopes.js';
import { AccessDenied } from '../../api/errors.js';
import { noteRequest } from '../../http/requestNotes.js';
import { mayPortData, notEligibleMessage } from '../../vocabulary/portabilityRegion.js';

/** The products of Member Data Portability: a route either opens names both. */
export const PORTABILITY_PRODUCTS: readonly Product[] = ['memberDataPortability3rdParty', 'memberDataPortabilityMember'];

/** The scopes of every Member Data Portability endpoint (any one lets a token in). */
export const PORTABILITY_SCOPES = DMA_SCOPES;

/**
 * The caller as a member Member Data Portability serves, registered for the app; LinkedIn's 403
 * (`{resource}.{access}.{version}`) for one it does not serve, the reason in the journal's notes.
 * @example const { member, regulatedAt } = portabilityMember(call, 'memberSnapshotData', 'FINDER-criteria');
 */
export function portabilityMember(call: TodayCall, resource: string, access: string): { member: MemberRecord; regulatedAt: number } {
  const member = call.ctx.directory.members.get(call.caller.memberId)!;
  if (!mayPortData(member)) {
    noteRequest(call.request, notEligibleMessage(member));
    throw new AccessDenied(resource, access, call.version);
  }
  return { member, regulatedAt: call.ctx.portability.register(call.caller.apiKey, member.id, call.caller.issuedAt) };
}

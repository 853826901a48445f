// The dialog's answer to a member LinkedIn does not let consent to what the app asks: Member Data
// Portability's scopes for a member outside the EEA and Switzerland ("only those members are able to
// consent and generate an access token", vocabulary/portabilityRegion.ts). No consent page, no
// code: the request is over, for the dialog and its auto-approve alike.
import type { MockContext } from '../context/context.js';
import type { DialogRequest } from '../store/dialogRequests.js';
import type { MemberRecord } from '../store/types.js';
import { problemResponse } from '../views/problemPage.js';
import { portabilityConsentProblem } from '../vocabulary/portabilityRegion.js';

/**
 * The refusal page when `member` may not consent to the waiting request's scopes, else undefined.
 * @example return consentRefused(ctx, pending, member) ?? renderConsent();
 */
export function consentRefused(ctx: MockContext, pending: DialogRequest, member: MemberRecord): Response | undefined {
  const message = portabilityConsentProblem(member, pending.scopes);
  if (!message) return undefined;
  ctx.dialogRequests.finish(pending.id);
  return problemResponse({ title: 'Authorization error', heading: 'You cannot share this data', message, advice: 'Go back to the application; it may ask without the Member Data Portability permission.' }, 403);
}

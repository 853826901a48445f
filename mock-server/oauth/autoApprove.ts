// The dialog's auto-approve mode, for tests: when a member is armed (service.admin.autoApprove,
// POST /__admin/auto-approve, the autoApprove option, --auto-approve), the dialog does not show
// its login and consent pages; it signs that member in and approves what the request asks, as
// the member would with Sign in and Allow. Every flow that uses the dialog gets it: OAuth 2.0,
// the framework's sign-in window (IN.User.authorize), OAuth 1.0a authorize and authenticate.
import type { MockContext } from '../context/context.js';
import type { DialogRequest } from '../store/dialogRequests.js';
import type { AppRecord } from '../store/types.js';
import { InvalidRequest } from './errors.js';
import { startSession } from './browserCookies.js';
import { recordGrant } from './grantLife.js';
import { issueCodeRedirect } from './issueCode.js';
import { consentRefused } from './consentRefused.js';

/**
 * The dialog's answer when a sign-in is armed for automatic approval: the member signed in (a
 * login session cookie, so the framework's auto-login finds them later), the grant recorded and
 * the browser sent back with a code. Undefined when nothing is armed: the dialog shows itself.
 * @example return autoApproved(ctx, request, pending, app) ?? nextStep(ctx, request, pending);
 */
export function autoApproved(ctx: MockContext, request: Request, pending: DialogRequest, app: AppRecord): Response | undefined {
  const memberId = ctx.autoApprovals.take();
  if (memberId === undefined) return undefined;
  const member = ctx.directory.members.get(memberId);
  if (!member) {
    throw new InvalidRequest(`Sign-ins are approved automatically for the member '${memberId}', who is no longer in the data set. Arm another member (POST /__admin/auto-approve) or turn auto-approval off with {"memberId": null}.`);
  }
  const refused = consentRefused(ctx, pending, member);
  if (refused) return refused;
  recordGrant(ctx, member.id, app.apiKey, pending.scopes);
  ctx.dialogRequests.finish(pending.id);
  const flow = { app, memberId: member.id, scopes: pending.scopes, redirectUri: pending.redirectUri, state: pending.state };
  return issueCodeRedirect(ctx, flow, startSession(ctx, request, member), 303);
}

import { settingsOf, type MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import type { AuthorizationCodeRecord } from '../store/codes.js';
import type { Scope } from '../scopes.js';
import { redirectResponse } from '../http/redirectResponse.js';
import { withParams } from '../http/withParams.js';

/** What a code is for: the app, the member who approved, the scopes, the redirect_uri as the request gave it. */
interface CodeFlow {
  app: AppRecord;
  memberId: string;
  scopes: Scope[];
  redirectUri: string;
}

/**
 * Issues an authorization code for an approved request, living as long as the settings say
 * (codeLifetimeSeconds), and marks the grant as used now (a refresh). The dialog and the admin
 * API (admin/mintCode.ts) both issue codes here.
 */
export function issueCode(ctx: MockContext, flow: CodeFlow): AuthorizationCodeRecord {
  const grant = ctx.grants.get(flow.memberId, flow.app.apiKey);
  if (grant) ctx.grants.put({ ...grant, lastUsedAt: ctx.clock.now() });
  return ctx.codes.issue({
    apiKey: flow.app.apiKey,
    memberId: flow.memberId,
    scopes: flow.scopes,
    redirectUri: flow.redirectUri,
    lifetimeSeconds: settingsOf(ctx).codeLifetimeSeconds,
  });
}

/**
 * Issues an authorization code and sends the browser back to the app: the redirect_uri exactly
 * as the request gave it, plus code and state.
 */
export function issueCodeRedirect(ctx: MockContext, flow: CodeFlow & { state: string }, headers: [string, string][] = [], status = 302): Response {
  const record = issueCode(ctx, flow);
  return redirectResponse(withParams(flow.redirectUri, [['code', record.code], ['state', flow.state]]), headers, status);
}

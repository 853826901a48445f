import { settingsOf, type MockContext } from '../context.js';
import type { AppRecord } from '../store/types.js';
import type { Scope } from '../scopes.js';
import { redirectResponse } from './errors.js';
import { withParams } from './withParams.js';

/**
 * Issues an authorization code and sends the browser back to the app: the redirect_uri exactly
 * as the request gave it, plus code and state. Marks the grant as used now (a refresh).
 */
export function issueCodeRedirect(
  ctx: MockContext,
  flow: { app: AppRecord; memberId: string; scopes: Scope[]; redirectUri: string; state: string },
  headers: [string, string][] = [],
  status = 302,
): Response {
  const grant = ctx.grants.get(flow.memberId, flow.app.apiKey);
  if (grant) ctx.grants.put({ ...grant, lastUsedAt: ctx.clock.now() });
  const record = ctx.codes.issue({
    apiKey: flow.app.apiKey,
    memberId: flow.memberId,
    scopes: flow.scopes,
    redirectUri: flow.redirectUri,
    lifetimeSeconds: settingsOf(ctx).codeLifetimeSeconds,
  });
  return redirectResponse(withParams(flow.redirectUri, [['code', record.code], ['state', flow.state]]), headers, status);
}

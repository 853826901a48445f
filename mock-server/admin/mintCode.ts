// POST /__admin/codes and service.admin.issueCode: an authorization code for a member without a
// browser, as if the member had signed in and approved in the dialog. The request is checked by
// the authorization endpoint's own rules (redirect_uri, scope), so what the dialog refuses, this
// refuses too; the code is then exchanged at the token endpoint like any other.
import { unknownKeyProblem } from '../vocabulary/didYouMean.js';
import type { MockContext } from '../context/context.js';
import { OAuthError } from '../oauth/errors.js';
import { issueCode } from '../oauth/issueCode.js';
import { recordGrant } from '../oauth/grantLife.js';
import { redirectUriRule } from '../oauth/rules/redirectUriRule.js';
import { scopeRule } from '../oauth/rules/scopeRule.js';
import { asOfOf } from '../context/asOf.js';
import { DEMO_APP } from '../seed/demoAccounts.js';
import { AdminError } from './AdminError.js';
import { portabilityConsentProblem } from '../vocabulary/portabilityRegion.js';

/** What `issueCode` takes: the member, the app (default the demo app), the scopes (default the app's) and the redirect URL (default the app's first). */
export interface CodeRequest {
  memberId: string;
  apiKey?: string;
  scopes?: string[];
  redirectUri?: string;
}

/** The code, the redirect_uri the token request must repeat, and how long the code lives. */
export interface IssuedCode {
  code: string;
  redirect_uri: string;
  expires_in: number;
}

/** An authorization rule's verdict on one parameter, as an admin error (400 with the rule's sentence). */
function checked<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof OAuthError) throw new AdminError(400, error.description);
    throw error;
  }
}

/**
 * Issues a code for the member as the dialog would after they approved: the grant is recorded
 * (a grant for other scopes replaces the earlier one and ends its tokens, as in the dialog), and
 * the code lives `codeLifetimeSeconds`. An unknown member or app is a 404; a scope the service
 * does not know, or a redirect URL the app has not registered, a 400 with the dialog's sentence.
 * @example
 * const { code, redirect_uri } = mintCode(ctx, { memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] });
 */
export function mintCode(ctx: MockContext, request: unknown): IssuedCode {
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    throw new AdminError(400, 'Send {"memberId": "...", "apiKey": "...", "scopes": ["r_basicprofile"], "redirectUri": "..."}; only memberId is required.');
  }
  const unknown = unknownKeyProblem(request, ['memberId', 'apiKey', 'scopes', 'redirectUri'], { field: 'a code request' });
  if (unknown) throw new AdminError(400, unknown);
  const { memberId, apiKey = DEMO_APP.apiKey, scopes, redirectUri } = request as Record<string, unknown>;
  if (typeof memberId !== 'string') throw new AdminError(400, "'memberId' is required: the id of the member who approves.");
  if (typeof apiKey !== 'string') throw new AdminError(400, "'apiKey' must be a string.");
  if (!ctx.directory.members.has(memberId)) throw new AdminError(404, `There is no member with the id '${memberId}'.`);
  const app = ctx.directory.apps.get(apiKey);
  if (!app) throw new AdminError(404, `There is no app with the API key '${apiKey}'.`);
  if (scopes !== undefined && (!Array.isArray(scopes) || scopes.some((scope) => typeof scope !== 'string' || /\s/.test(scope)))) {
    throw new AdminError(400, "'scopes' must be a list of scope names such as [\"r_basicprofile\", \"r_network\"].");
  }
  if (redirectUri !== undefined && typeof redirectUri !== 'string') throw new AdminError(400, "'redirectUri' must be a string: one of the app's redirect URLs.");
  const target = redirectUri ?? app.redirectUrls[0];
  if (target === undefined) {
    throw new AdminError(400, `The app '${apiKey}' has no redirect URL registered; register one in its fixture (redirectUrls) first, as the dialog needs one too.`);
  }
  const params = new URLSearchParams({ redirect_uri: target, ...(scopes !== undefined && { scope: (scopes as string[]).join(' ') }) });
  const redirect = checked(() => redirectUriRule(params, app));
  const granted = checked(() => scopeRule(params, app, 'current', undefined, asOfOf(ctx)));
  const cannotConsent = portabilityConsentProblem(ctx.directory.members.get(memberId)!, granted);
  if (cannotConsent) throw new AdminError(400, cannotConsent);
  recordGrant(ctx, memberId, app.apiKey, granted);
  const record = issueCode(ctx, { app, memberId, scopes: granted, redirectUri: redirect });
  return { code: record.code, redirect_uri: record.redirectUri, expires_in: Math.round((record.expiresAt - record.issuedAt) / 1000) };
}

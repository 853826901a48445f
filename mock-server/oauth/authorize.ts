import { settingsOf, type MockContext } from '../context/context.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { OAuthError, InvalidRequest, errorPageResponse, errorRedirect } from './errors.js';
import type { PathFamily } from './oauthPaths.js';
import { parkForDialog } from './parkForDialog.js';
import { httpsProblem } from './rules/httpsProblem.js';
import { clientIdRule } from './rules/clientIdRule.js';
import { redirectUriRule } from './rules/redirectUriRule.js';
import { responseTypeRule } from './rules/responseTypeRule.js';
import { scopeRule } from './rules/scopeRule.js';
import { stateForRedirect, stateRule } from './rules/stateRule.js';
import { grantCovers } from './rules/grantCovers.js';
import { browserIdOf, signedInMember } from './browserCookies.js';
import { issueCodeRedirect } from './issueCode.js';
import { asOfOf } from '../context/asOf.js';

/**
 * `GET /oauth/v2/authorization` and `GET /uas/oauth2/authorization`. First the transport and
 * the client (https, client_id, redirect_uri): their errors show a 400 page on the auth host and
 * never redirect (RFC 6749 4.1.2.1). Then response_type, scope and state: their errors go back to
 * the redirect_uri with error, error_description and state. A signed-in member with a valid grant
 * for exactly these scopes goes straight back with a code; everyone else goes to the dialog.
 */
export function authorize(ctx: MockContext, request: Request, family: PathFamily): Response {
  const params = new URL(request.url).searchParams;
  let app;
  let redirectUri: string;
  try {
    const https = httpsProblem(request, settingsOf(ctx).strictHttps);
    if (https) throw new InvalidRequest(https);
    app = clientIdRule(params, ctx.directory);
    redirectUri = redirectUriRule(params, app);
  } catch (error) {
    if (error instanceof OAuthError) return errorPageResponse(error);
    throw error;
  }
  let scopes;
  let state: string;
  try {
    responseTypeRule(params);
    scopes = scopeRule(params, app, family, family === 'current' ? request : undefined, asOfOf(ctx));
    state = stateRule(params);
  } catch (error) {
    if (error instanceof OAuthError) return errorRedirect(error, redirectUri, stateForRedirect(params));
    throw error;
  }
  const signedIn = signedInMember(ctx, request);
  if (signedIn && grantCovers(ctx.grants.get(signedIn.member.id, app.apiKey), scopes, ctx.clock.now(), ACCESS_TOKEN_LIFETIME_SECONDS)) {
    return issueCodeRedirect(ctx, { app, memberId: signedIn.member.id, scopes, redirectUri, state }, browserIdOf(request).cookies);
  }
  return parkForDialog(ctx, request, { family, apiKey: app.apiKey, redirectUri, state, scopes });
}

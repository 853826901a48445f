// Refresh and logout of the browser SDK's session, answered by JSONP (the original used a
// <script> for its keep-alive too): neither answer carries a secret.
import type { MockContext } from '../context/context.js';
import { FRAMEWORK_SESSION_SECONDS } from '../defaults.js';
import { endSession, endSessionsOf } from '../oauth/browserCookies.js';
import { jsonpResponse } from './jsonpResponse.js';

/**
 * `GET /uas/js/authuserspace?api_key=&oauth_token=&callback=`: moves the token's expiry to 30
 * minutes from now. Only a live token can be refreshed, so refresh cannot bring back an ended
 * session (spec: refresh "must not be used to keep a user perpetually logged in").
 */
export function refreshSession(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const callback = params.get('callback');
  const check = ctx.tokens.verify(params.get('oauth_token') ?? '');
  if (check.status !== 'valid' || check.record.apiKey !== params.get('api_key')) {
    const message = check.status === 'expired' ? 'The session has expired; sign in again.' : 'The session is not valid; sign in again.';
    return jsonpResponse(callback, { error: check.status === 'valid' ? 'invalid_token' : `${check.status}_token`, message });
  }
  check.record.expiresAt = ctx.clock.now() + FRAMEWORK_SESSION_SECONDS * 1000;
  return jsonpResponse(callback, { expires_in: FRAMEWORK_SESSION_SECONDS });
}

/**
 * `GET /uas/connect/logout?api_key=&oauth_token=&callback=`: ends the framework token and the
 * member's login sessions on the auth host, found from the token's member, not from cookies: from
 * a page on another site this request carries none (a cross-site script), and the cookies it
 * clears are refused. The member's grant stays, so the next sign-in asks for the password but
 * skips the consent screen.
 */
export function logoutSession(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const token = params.get('oauth_token') ?? '';
  const check = ctx.tokens.verify(token);
  if (check.status !== 'invalid' && check.record.apiKey === params.get('api_key')) {
    ctx.tokens.invalidateWhere((record) => record.token === token, 'replaced');
    endSessionsOf(ctx, check.record.memberId);
  }
  const response = jsonpResponse(params.get('callback'), { status: 'logged_out' });
  if (response.ok) for (const [name, value] of endSession(ctx, request)) response.headers.append(name, value);
  return response;
}

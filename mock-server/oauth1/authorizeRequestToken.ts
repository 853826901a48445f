import { settingsOf, type MockContext } from '../context/context.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { InvalidRequest, OAuthError, errorPageResponse } from '../oauth/errors.js';
import { httpsProblem } from '../oauth/rules/httpsProblem.js';
import { grantCovers } from '../oauth/rules/grantCovers.js';
import { browserIdOf, signedInMember } from '../oauth/browserCookies.js';
import { parkForDialog } from '../oauth/parkForDialog.js';
import { completeUrl } from './completeUrl.js';
import { returnToConsumer } from './returnToConsumer.js';
import { pendingRequestTokenRule } from './rules/pendingRequestTokenRule.js';
import { callbackRegistered } from './rules/callbackRule.js';

/**
 * `GET /uas/oauth/authorize?oauth_token=…` and `GET /uas/oauth/authenticate?oauth_token=…` (on
 * any host: clients used both api. and www.). Both show the OAuth 2.0 flow's login and consent
 * dialog (legacy path family); `authorize` always asks for consent, `authenticate` ("Sign in with
 * LinkedIn") goes straight back to the callback for a signed-in member whose grant for the app
 * covers the request token's scopes, when the callback is one the app registered (or `oob`): a
 * callback the app does not list always gets the consent page, never a silent redirect. Other parameters (oauth_callback, the whole request-token
 * answer some clients append) are ignored: the callback is the request token's.
 */
export function authorizeRequestToken(ctx: MockContext, request: Request, path: 'authorize' | 'authenticate'): Response {
  try {
    const https = httpsProblem(request, settingsOf(ctx).strictHttps);
    if (https) throw new InvalidRequest(https);
    const { record, app } = pendingRequestTokenRule(ctx, new URL(request.url).searchParams);
    const signedIn = signedInMember(ctx, request);
    const registered = callbackRegistered(app, record.callback);
    if (path === 'authenticate' && signedIn && registered && grantCovers(ctx.grants.get(signedIn.member.id, app.apiKey), record.scopes, ctx.clock.now(), ACCESS_TOKEN_LIFETIME_SECONDS)) {
      const browser = browserIdOf(request);
      return returnToConsumer(ctx, record, app, { memberId: signedIn.member.id }, browser.cookies);
    }
    return parkForDialog(ctx, request, {
      family: 'legacy',
      apiKey: app.apiKey,
      redirectUri: completeUrl(request, record.token).href,
      state: record.token,
      scopes: record.scopes,
      // The dialog skips consent for a member whose grant covers the scopes, unless asked: a callback the app does not list always asks.
      ...(path === 'authorize' || !registered ? { prompt: 'consent' as const } : {}),
    });
  } catch (error) {
    if (error instanceof OAuthError) return errorPageResponse(error);
    throw error;
  }
}

import { settingsOf, type MockContext } from '../context/context.js';
import { OAUTH1_REQUEST_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { httpsProblem } from '../oauth/rules/httpsProblem.js';
import { addressedUrl } from './addressedUrl.js';
import { HttpsRequired, OAuth1Problem, ParameterRejected, ScopeNotAuthorized, formResponse, problemResponse } from './errors.js';
import { datedScopeRefusal } from '../history/datedScopes.js';
import { asOfOf } from '../context/asOf.js';
import { OAUTH1_PATHS } from './oauth1Paths.js';
import { readSignedRequest } from './readSignedRequest.js';
import { verifySignedRequest } from './verifySignedRequest.js';
import { callbackRule } from './rules/callbackRule.js';
import { scopeParamRule } from './rules/scopeParamRule.js';

/**
 * `POST /uas/oauth/requestToken` (GET too, as some clients sent it): a request signed with the
 * consumer key and secret alone, with oauth_callback and an optional scope, gets a request token
 * the member can authorize within oauth_expires_in seconds:
 * `oauth_token=…&oauth_token_secret=…&oauth_callback_confirmed=true&xoauth_request_auth_url=…&oauth_expires_in=599`.
 */
export async function requestToken(ctx: MockContext, request: Request): Promise<Response> {
  try {
    const https = httpsProblem(request, settingsOf(ctx).strictHttps);
    if (https) throw new HttpsRequired(https);
    const signed = await readSignedRequest(request);
    const { app } = await verifySignedRequest(ctx, request, signed, (token) => {
      if (token) throw new ParameterRejected(['oauth_token'], 'A request token request is signed with the consumer key and secret only; leave oauth_token out.');
      return { secret: '', value: null };
    });
    const callback = callbackRule(signed, app);
    const scopes = scopeParamRule(signed.other);
    // On a replayed day, a scope the app could not ask for then: the real service's 403 of the time (scribejava/scribejava#553).
    const dated = datedScopeRefusal(asOfOf(ctx), app, scopes);
    if (dated) throw new ScopeNotAuthorized(dated.scope, `On the day replayed (asOf), ${dated.scope} is not given to this app: ${dated.description} (docs/over-time.md).`);
    const record = ctx.requestTokens.issue({ apiKey: app.apiKey, callback, scopes, lifetimeSeconds: OAUTH1_REQUEST_TOKEN_LIFETIME_SECONDS });
    return formResponse([
      ['oauth_token', record.token],
      ['oauth_token_secret', record.secret],
      ['oauth_callback_confirmed', 'true'],
      ['xoauth_request_auth_url', new URL(OAUTH1_PATHS.authorize, addressedUrl(request)).href],
      ['oauth_expires_in', String(OAUTH1_REQUEST_TOKEN_LIFETIME_SECONDS)],
    ]);
  } catch (error) {
    if (error instanceof OAuth1Problem) return problemResponse(error, request);
    throw error;
  }
}

import type { MockContext } from '../context/context.js';
import type { SignedRequest } from './readSignedRequest.js';
import { TokenRejected } from './errors.js';
import { verifySignedRequest } from './verifySignedRequest.js';
import { oauth2TokenRule } from './rules/oauth2TokenRule.js';
import { accessTokenResponse } from './accessTokenResponse.js';

/**
 * The JavaScript API → REST token exchange the original framework documented: the app's server,
 * holding the member's framework token (the access_token of the signed credentials cookie, see
 * verifyCredentialsCookie), sends it as xoauth_oauth2_access_token to /uas/oauth/accessToken in
 * a two-legged request (consumer key and secret, no oauth_token), by POST (form body or query) or
 * GET, and gets an OAuth 1.0a access token for the same member and scopes, in the access token
 * answer's form. Any `scope` sent is ignored: the token carries the framework token's scopes.
 */
export async function exchangeFrameworkToken(ctx: MockContext, request: Request, signed: SignedRequest): Promise<Response> {
  const { app } = await verifySignedRequest(ctx, request, signed, (token) => {
    if (token) {
      throw new TokenRejected(
        token,
        'The framework token exchange is a two-legged request: sign it with your consumer key and secret only, without oauth_token; the token to exchange goes in xoauth_oauth2_access_token.',
      );
    }
    return { secret: '', value: null };
  });
  const framework = oauth2TokenRule(ctx.tokens, app, signed.other.getAll('xoauth_oauth2_access_token'), ctx.clock.now());
  return accessTokenResponse(ctx, { apiKey: app.apiKey, memberId: framework.memberId, scopes: framework.scopes });
}

import { settingsOf, type MockContext } from '../context/context.js';
import type { RequestTokenRecord } from '../store/requestTokens.js';
import { httpsProblem } from '../oauth/rules/httpsProblem.js';
import { HttpsRequired, OAuth1Problem, ParameterAbsent, TokenRejected, problemResponse } from './errors.js';
import { readSignedRequest } from './readSignedRequest.js';
import { verifySignedRequest } from './verifySignedRequest.js';
import { requestTokenRule } from './rules/requestTokenRule.js';
import { accessTokenResponse } from './accessTokenResponse.js';
import { exchangeFrameworkToken } from './exchangeFrameworkToken.js';

/**
 * `POST /uas/oauth/accessToken` (GET too, as clients sent it). Signed with the consumer secret
 * and the request token's secret, with oauth_token and oauth_verifier: the authorized request
 * token is exchanged, once, for an access token (RFC 5849 2.3). With xoauth_oauth2_access_token
 * instead, it is the JavaScript API → REST exchange (exchangeFrameworkToken.ts).
 */
export async function accessToken(ctx: MockContext, request: Request): Promise<Response> {
  try {
    const https = httpsProblem(request, settingsOf(ctx).strictHttps);
    if (https) throw new HttpsRequired(https);
    const signed = await readSignedRequest(request);
    if (signed.other.has('xoauth_oauth2_access_token')) return await exchangeFrameworkToken(ctx, request, signed);
    const { app, token } = await verifySignedRequest<RequestTokenRecord>(ctx, request, signed, (name, signer) => {
      if (!name) {
        throw new ParameterAbsent(
          ['oauth_token'],
          'The access token request needs oauth_token: the request token the member authorized, signed with its secret. (To exchange a framework token, send xoauth_oauth2_access_token instead.)',
        );
      }
      const check = ctx.requestTokens.check(name);
      if (check.status === 'unknown' || check.record.apiKey !== signer.apiKey) {
        throw new TokenRejected(name, 'The oauth_token is not a request token this service issued to your application; get one from /uas/oauth/requestToken and have the member authorize it first.');
      }
      return { secret: check.record.secret, value: check.record };
    });
    const { memberId } = requestTokenRule(ctx.requestTokens, token, signed.oauth.get('oauth_verifier'), ctx.clock.now());
    return accessTokenResponse(ctx, { apiKey: app.apiKey, memberId, scopes: token.scopes });
  } catch (error) {
    if (error instanceof OAuth1Problem) return problemResponse(error, request);
    throw error;
  }
}

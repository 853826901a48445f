import { settingsOf, type MockContext } from '../context/context.js';
import { InvalidRequest, NO_STORE_HEADERS, OAuthError, tokenErrorResponse } from './errors.js';
import type { PathFamily } from './oauthPaths.js';
import { httpsProblem } from './rules/httpsProblem.js';
import { tokenParams } from './rules/tokenParams.js';
import { grantTypeRule } from './rules/grantTypeRule.js';
import { clientAuthenticationRule } from './rules/clientAuthenticationRule.js';
import { exchangeCode } from './exchangeCode.js';
import { refreshAccessToken } from './refreshAccessToken.js';
import { applicationToken } from './applicationToken.js';
import type { TokenAnswer } from './grantTokens.js';
import { jsonResponse } from '../answers/jsonAnswer.js';

/** The token endpoint's success response: JSON, never cached (RFC 6749 5.1). */
export function tokenAnswerResponse(answer: TokenAnswer): Response {
  return jsonResponse(answer, 200, { 'content-type': 'application/json;charset=UTF-8', ...NO_STORE_HEADERS });
}

/**
 * `POST /oauth/v2/accessToken` and `POST /uas/oauth2/accessToken`: parameters from a form body or
 * the query string, the grant type, the client, then the grant's own rules. Errors are JSON
 * `{error, error_description}` with RFC 6749 5.2 codes and statuses.
 */
export async function tokenEndpoint(ctx: MockContext, request: Request, family: PathFamily): Promise<Response> {
  try {
    const https = httpsProblem(request, settingsOf(ctx).strictHttps);
    if (https) throw new InvalidRequest(https);
    const params = await tokenParams(request, family);
    const grantType = grantTypeRule(params, family);
    const app = clientAuthenticationRule(request, params, ctx.directory);
    switch (grantType) {
      case 'authorization_code':
        return tokenAnswerResponse(await exchangeCode(ctx, request, params, app, family));
      case 'refresh_token':
        return tokenAnswerResponse(refreshAccessToken(ctx, params, app));
      case 'client_credentials':
        return tokenAnswerResponse(applicationToken(ctx, app));
    }
  } catch (error) {
    if (error instanceof OAuthError) return tokenErrorResponse(error);
    throw error;
  }
}

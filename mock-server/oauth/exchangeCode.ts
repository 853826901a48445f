import { settingsOf, type MockContext } from '../context/context.js';
import { InvalidRequest, NO_STORE_HEADERS, OAuthError, tokenErrorResponse } from './errors.js';
import type { PathFamily } from './oauthPaths.js';
import { httpsProblem } from './rules/httpsProblem.js';
import { tokenParams } from './rules/tokenParams.js';
import { grantTypeRule } from './rules/grantTypeRule.js';
import { clientAuthenticationRule } from './rules/clientAuthenticationRule.js';
import { codeRule } from './rules/codeRule.js';
import { redirectUriSameAsCodeRule } from './rules/redirectUriSameAsCodeRule.js';

/** The token endpoint's success body (spec: "Access token response"). */
interface AccessTokenResponse {
  access_token: string;
  expires_in: number;
}

/**
 * `POST /oauth/v2/accessToken` (form body) and `POST /uas/oauth2/accessToken` (query string):
 * checks the request rule by rule, marks the code used and issues an access token. Errors are
 * JSON `{error, error_description}` with RFC 6749 5.2 codes and statuses.
 */
export async function exchangeCode(ctx: MockContext, request: Request, family: PathFamily): Promise<Response> {
  try {
    const https = httpsProblem(request, settingsOf(ctx).strictHttps);
    if (https) throw new InvalidRequest(https);
    const params = await tokenParams(request, family);
    grantTypeRule(params);
    const app = clientAuthenticationRule(request, params, ctx.directory);
    const code = codeRule(params, app, ctx.codes, ctx.tokens);
    redirectUriSameAsCodeRule(params, code);
    ctx.codes.markUsed(code.code);
    const token = ctx.tokens.issue({ apiKey: app.apiKey, memberId: code.memberId, scopes: code.scopes, code: code.code });
    const body: AccessTokenResponse = { access_token: token.token, expires_in: Math.round((token.expiresAt - token.issuedAt) / 1000) };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json;charset=UTF-8', ...NO_STORE_HEADERS } });
  } catch (error) {
    if (error instanceof OAuthError) return tokenErrorResponse(error);
    throw error;
  }
}

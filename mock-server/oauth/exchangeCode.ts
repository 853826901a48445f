import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import { codeRule } from './rules/codeRule.js';
import { revokeIssuedFrom } from './revokeIssuedFrom.js';
import { codeVerifierRule } from './rules/codeVerifierRule.js';
import { redirectUriSameAsCodeRule } from './rules/redirectUriSameAsCodeRule.js';
import { grantTokens, type TokenAnswer } from './grantTokens.js';
import { apiOriginOf, issuerOf } from '../oidc/addresses.js';
import { asOfOf } from '../context/asOf.js';

/**
 * `grant_type=authorization_code`: checks the code rule by rule (no code_verifier on the web flow,
 * a code this client got, unexpired and unused, the same redirect_uri), marks it used and answers
 * with the grant's tokens (grantTokens.ts).
 */
export function exchangeCode(ctx: MockContext, request: Request, params: URLSearchParams, app: AppRecord): Promise<TokenAnswer> {
  codeVerifierRule(params);
  const code = codeRule(params, app, ctx.codes, (replayed) => revokeIssuedFrom(ctx, replayed));
  redirectUriSameAsCodeRule(params, code);
  ctx.codes.markUsed(code.code);
  const url = new URL(request.url);
  return grantTokens(ctx, { app, memberId: code.memberId, scopes: code.scopes, code: code.code, issuer: issuerOf(url, asOfOf(ctx)), apiOrigin: apiOriginOf(url) });
}

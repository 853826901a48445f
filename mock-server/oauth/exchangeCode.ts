import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import type { AuthorizationCodeRecord } from '../store/codes.js';
import type { PathFamily } from './oauthPaths.js';
import { CodeRefusal, InvalidGrant, RedirectUriMismatch } from './errors.js';
import { noteRequest } from '../http/requestNotes.js';
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
 * with the grant's tokens (grantTokens.ts). On /oauth/v2 a refused code is LinkedIn's
 * `invalid_request` (`invalid_redirect_uri` for another redirect_uri) with LinkedIn's sentence
 * (errors.ts CodeRefusal); on the legacy /uas/oauth2 path, `invalid_grant` with the reason.
 */
export function exchangeCode(ctx: MockContext, request: Request, params: URLSearchParams, app: AppRecord, family: PathFamily): Promise<TokenAnswer> {
  codeVerifierRule(params);
  let code: AuthorizationCodeRecord;
  try {
    code = codeRule(params, app, ctx.codes, (replayed) => revokeIssuedFrom(ctx, replayed));
    redirectUriSameAsCodeRule(params, code);
  } catch (error) {
    // Today's path answers a refused code as LinkedIn does, one sentence for every reason; which
    // reason it was (and what a replay revoked) is the mock's help, for the journal. The legacy
    // path keeps the v1 era's answer, the reason in invalid_grant's description.
    if (family === 'current' && error instanceof InvalidGrant) {
      noteRequest(request, error.description);
      throw new CodeRefusal(error instanceof RedirectUriMismatch);
    }
    throw error;
  }
  ctx.codes.markUsed(code.code);
  const url = new URL(request.url);
  return grantTokens(ctx, { app, memberId: code.memberId, scopes: code.scopes, code: code.code, issuer: issuerOf(url, asOfOf(ctx)), apiOrigin: apiOriginOf(url) });
}

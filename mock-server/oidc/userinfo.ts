import type { MockContext } from '../context/context.js';
import { apiOriginOf } from './addresses.js';
import { userinfoClaims } from './memberClaims.js';
import { AccessDenied, RestError } from '../api/errors.js';
import { DMA_SCOPES } from '../scopes.js';
import { jsonResponse } from '../answers/jsonAnswer.js';
import { RESTLI_HEADERS, TODAY_TOKEN_ERRORS, todayErrorAnswer } from '../answers/todayErrorAnswer.js';
import { answerResponse } from '../http/textAnswer.js';

/** The bearer token of a request to today's API: `Authorization: Bearer …` or `oauth2_access_token`, or null. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? match[1]! : null;
  }
  return new URL(request.url).searchParams.get('oauth2_access_token');
}

/** A token problem as userinfo tells it (the same names as admission/tokenRefusal.ts's). */
export type UserinfoProblem = 'unknownScheme' | 'empty' | 'invalid' | 'expired' | 'revoked' | 'oauth1Token';

/**
 * The 401 of /v2/userinfo for a refused token, in today's error body: ONE answer for the real
 * conditions (userinfo below) and the faults that stand for them (faults/faults.ts). A token in
 * another scheme is no bearer token (65604, as none); an OAuth 1.0a token is unknown here (65600).
 * @example userinfoRefusal('revoked') // 401 {"status":401,"serviceErrorCode":65601,"code":"REVOKED_ACCESS_TOKEN",…}
 */
export function userinfoRefusal(problem: UserinfoProblem): Response {
  const kind = problem === 'unknownScheme' ? 'empty' : problem === 'oauth1Token' ? 'invalid' : problem;
  const { code, serviceErrorCode, message } = TODAY_TOKEN_ERRORS[kind];
  return answerResponse(todayErrorAnswer(new RestError(401, message, { code, serviceErrorCode }), { 'content-type': 'application/json', ...RESTLI_HEADERS }));
}

/**
 * `GET {api}/v2/userinfo`: the member's claims for the token's app (`sub` pairwise and equal to the
 * id_token's, `email_verified` a boolean, `locale` an object), with the claims of the granted
 * scopes. 401 in the v2 error body for a missing, unknown, expired or revoked token, and for one
 * without `openid` (an application token has none); 403 ACCESS_DENIED for a token of Member Data
 * Portability's scopes alone.
 */
export function userinfo(ctx: MockContext, request: Request): Response {
  const token = bearerTokenOf(request);
  if (!token || !token.trim()) return userinfoRefusal('empty');
  const check = ctx.tokens.verify(token.trim());
  if (check.status === 'expired') return userinfoRefusal('expired');
  if (check.status === 'revoked') return userinfoRefusal('revoked');
  // A Member Data Portability token (its scopes all DMA ones) is a good token without the permission:
  // LinkedIn's 403 `userinfo.GET.NO_VERSION` (linkedin-developers/linkedin-api-python-client#66).
  if (check.status === 'valid' && !check.record.tokenSecret && check.record.scopes.length && check.record.scopes.every((scope) => DMA_SCOPES.includes(scope))) {
    return answerResponse(todayErrorAnswer(new AccessDenied('userinfo', 'GET'), { 'content-type': 'application/json', ...RESTLI_HEADERS }));
  }
  if (check.status !== 'valid' || check.record.tokenSecret || !check.record.scopes.includes('openid')) return userinfoRefusal('invalid');
  const member = ctx.directory.members.get(check.record.memberId);
  if (!member) return userinfoRefusal('invalid');
  const sub = ctx.subjects.subjectOf(check.record.apiKey, member.id);
  const body = userinfoClaims(member, sub, check.record.scopes, apiOriginOf(new URL(request.url)));
  return jsonResponse(body);
}

// The answer to a refused access token, by its problem and the call's era: ONE rule for the real
// conditions (admission/authenticate.ts) and for the faults that stand for them (faults/faults.ts,
// `unauthorized`), so a fault answers exactly as the condition does on that path.
//   v1 (/v1/…): the spec's five 401 types, each with its own message (table "401 error types").
//   today (/v2, /rest): LinkedIn's current body, `{status, serviceErrorCode, code, message}` with
//   65600 INVALID_ACCESS_TOKEN, 65601 REVOKED_ACCESS_TOKEN, 65602 EXPIRED_ACCESS_TOKEN
//   (answers/todayErrorAnswer.ts TODAY_TOKEN_ERRORS, docs/v2.md); the call without a token answers
//   LinkedIn's `{"serviceErrorCode":401,"message":"Empty oauth2 access token","status":401}` exactly
//   (EMPTY_TOKEN_BODY), the advice on sending a token in the journal notes.
// Both eras: `WWW-Authenticate: Bearer realm="api"`, plus error="invalid_token" and an
// error_description for a token that was sent but is refused (RFC 6750 section 3.1).
// /v2/userinfo (OpenID Connect) answers its own refusals: oidc/userinfo.ts userinfoRefusal.
import type { AccessTokenRecord } from '../store/types.js';
import type { Era } from '../api/era.js';
import { RestError } from '../api/errors.js';
import { FRAMEWORK_SESSION_SECONDS } from '../defaults.js';
import { EMPTY_TOKEN_BODY, TODAY_TOKEN_ERRORS } from '../answers/todayErrorAnswer.js';

/** The realm named in WWW-Authenticate challenges. */
export const REALM = 'api';

/** The spec's 401 types (table "401 error types"), and the 403 of an application token. */
export const UNAUTHORIZED_MESSAGES = {
  unknownScheme: "Unknown authentication schema. Send the token as 'Authorization: Bearer <ACCESS_TOKEN>' (or sign the call with an OAuth 1.0a token: 'Authorization: OAuth …').",
  empty: "Empty oauth2 access token. Send 'Authorization: Bearer <ACCESS_TOKEN>' or the oauth2_access_token query parameter.",
  invalid: 'Invalid access token. The token is not one this service issued; restart the authorization flow to get a new one.',
  expired: 'Expired access token. Its 60 day lifetime is over; restart the authorization flow to get a new one.',
  revoked: 'The token has been revoked. The member removed the application in their privacy settings; a new authorization is needed.',
  applicationToken: 'Not enough permissions: the token is an application token (client_credentials, 2-legged); member resources need a member\'s token from the authorization code flow.',
  oauth1Token: "Invalid access token. It is an OAuth 1.0a token: sign the call with it and its token secret ('Authorization: OAuth …') instead of sending it as a bearer token.",
} as const;

/** The problems of a bearer token that answer 401: what a fault's `unauthorized` may name. */
export const TOKEN_PROBLEMS = ['unknownScheme', 'empty', 'invalid', 'expired', 'revoked', 'oauth1Token'] as const;
export type TokenProblem = (typeof TOKEN_PROBLEMS)[number];

/** The error_description of each refused token that was sent (RFC 6750 3.1 invalid_token). */
const DESCRIPTIONS: Partial<Record<TokenProblem, string>> = {
  invalid: 'The access token is invalid',
  expired: 'The access token expired',
  revoked: 'The access token was revoked',
  oauth1Token: 'The access token is an OAuth 1.0a token',
};

/** The problems today's API answers with its own code, serviceErrorCode and message. */
const TODAY_BODIES: Partial<Record<TokenProblem, { code: string; serviceErrorCode: number; message: string }>> = {
  invalid: TODAY_TOKEN_ERRORS.invalid,
  expired: TODAY_TOKEN_ERRORS.expired,
  revoked: TODAY_TOKEN_ERRORS.revoked,
};

/**
 * The `WWW-Authenticate` challenge of a refusal (RFC 6750 section 3).
 * @example bearerChallenge('invalid_token', 'The access token expired') // 'Bearer realm="api", error="invalid_token", error_description="The access token expired"'
 */
export function bearerChallenge(error?: string, description?: string): string {
  let value = `Bearer realm="${REALM}"`;
  if (error) value += `, error="${error}"`;
  if (description) value += `, error_description="${description.replace(/["\\]/g, '')}"`;
  return value;
}

/**
 * The v1 401 message of an expired token, worded by its kind: the framework's 30-minute token says
 * how the page gets another; an OAuth token, the 60 days of the spec.
 * @example expiredTokenMessage({ kind: 'framework', … }) // "Expired access token. The JavaScript framework's token lives 30 minutes …"
 */
export function expiredTokenMessage(record?: AccessTokenRecord): string {
  if (record?.kind === 'framework') {
    return `Expired access token. It is the JavaScript framework's token (in.js), which lives ${FRAMEWORK_SESSION_SECONDS / 60} minutes from sign-in or its last refresh (IN.User.refresh()); the member signs in again with IN.User.authorize().`;
  }
  return UNAUTHORIZED_MESSAGES.expired;
}

/**
 * The refusal of a call of `era` for `problem`, as the error the REST pipelines render in that
 * era (v1: XML or JSON; today: JSON). `record` is the refused token's, when it is known.
 * @example throw tokenRefusal('today', 'revoked') // 401 REVOKED_ACCESS_TOKEN 65601
 * @example throw tokenRefusal('v1', 'expired', record) // 401 "Expired access token. …"
 */
export function tokenRefusal(era: Era, problem: TokenProblem, record?: AccessTokenRecord): RestError {
  const description = DESCRIPTIONS[problem];
  const headers = { 'www-authenticate': description ? bearerChallenge('invalid_token', description) : bearerChallenge() };
  const today = era === 'today' ? TODAY_BODIES[problem] : undefined;
  if (today) return new RestError(401, today.message, { headers, code: today.code, serviceErrorCode: today.serviceErrorCode });
  // LinkedIn's body, word for word (code matches its message); the mock's advice is the error's message, for the journal.
  if (era === 'today' && problem === 'empty') return new RestError(401, UNAUTHORIZED_MESSAGES.empty, { headers, body: EMPTY_TOKEN_BODY });
  const message = problem === 'expired' ? expiredTokenMessage(record) : UNAUTHORIZED_MESSAGES[problem];
  return new RestError(401, message, { headers });
}

// Who is calling: the access token from `Authorization: Bearer …` or the legacy
// `oauth2_access_token` query parameter (spec "Presenting the token"), checked against the token
// store. Failures are the spec's five 401 types, each with its own message, and a
// WWW-Authenticate header as RFC 6750 section 3 describes. A call signed with an OAuth 1.0a
// token (`Authorization: OAuth …`, or the signature parameters in the query or a form body) is
// checked by oauth1/verifySignedCall.ts; its problems become 401s with the real service's
// `[unauthorized]. …` messages and a `WWW-Authenticate: OAuth … oauth_problem="…"` challenge.
// Only on v1 paths: today's API (/v2, /rest) takes OAuth 2.0 bearer tokens alone, so a signed call
// there is never read by the OAuth 1.0a reader and gets the 401 of a call without a token.
import type { MockContext } from '../context/context.js';
import type { TokenStore } from '../store/tokens.js';
import type { AccessTokenRecord } from '../store/types.js';
import { RestError } from './restError.js';
import { FRAMEWORK_SESSION_SECONDS } from '../defaults.js';
import { isOAuthHeader } from '../oauth1/oauthHeaderParams.js';
import { OAuth1Problem } from '../oauth1/errors.js';
import { readSignedRequest } from '../oauth1/readSignedRequest.js';
import { verifySignedCall } from '../oauth1/verifySignedCall.js';
import { requestUrl } from '../http/requestUrl.js';
import { isTodayPath } from '../restli/todayPath.js';

/** The realm named in WWW-Authenticate challenges. */
export const REALM = 'api';

/** The spec's 401 types (table "401 error types"). */
export const UNAUTHORIZED_MESSAGES = {
  unknownScheme: "Unknown authentication schema. Send the token as 'Authorization: Bearer <ACCESS_TOKEN>' (or sign the call with an OAuth 1.0a token: 'Authorization: OAuth …').",
  empty: "Empty oauth2 access token. Send 'Authorization: Bearer <ACCESS_TOKEN>' or the oauth2_access_token query parameter.",
  invalid: 'Invalid access token. The token is not one this service issued; restart the authorization flow to get a new one.',
  expired: 'Expired access token. Its 60 day lifetime is over; restart the authorization flow to get a new one.',
  revoked: 'The token has been revoked. The member removed the application in their privacy settings; a new authorization is needed.',
  applicationToken: 'Not enough permissions: the token is an application token (client_credentials, 2-legged); member resources need a member\'s token from the authorization code flow.',
  oauth1Token: "Invalid access token. It is an OAuth 1.0a token: sign the call with it and its token secret ('Authorization: OAuth …') instead of sending it as a bearer token.",
} as const;

/**
 * The 401 message of an expired token, worded by its kind: the framework's 30-minute token says
 * how the page gets another; an OAuth token, the 60 days of the spec.
 * @example expiredTokenMessage({ kind: 'framework', … }) // "Expired access token. The JavaScript framework's token lives 30 minutes …"
 */
export function expiredTokenMessage(record: AccessTokenRecord): string {
  if (record.kind === 'framework') {
    return `Expired access token. It is the JavaScript framework's token (in.js), which lives ${FRAMEWORK_SESSION_SECONDS / 60} minutes from sign-in or its last refresh (IN.User.refresh()); the member signs in again with IN.User.authorize().`;
  }
  return UNAUTHORIZED_MESSAGES.expired;
}

function challenge(error?: string, description?: string): string {
  let value = `Bearer realm="${REALM}"`;
  if (error) value += `, error="${error}"`;
  if (description) value += `, error_description="${description.replace(/["\\]/g, '')}"`;
  return value;
}

function unauthorized(message: string, error?: string, description?: string, detail?: RestError['detail']): RestError {
  return new RestError(401, message, { 'www-authenticate': challenge(error, description) }, detail);
}

/**
 * The `code`s today's API gives two of the 401s (/v2, /rest bodies): 65600 INVALID_ACCESS_TOKEN
 * (linkedin-api-client test fixtures and public logs) and 65601 REVOKED_ACCESS_TOKEN (third-party
 * reports); docs/v2.md.
 */
const TODAY_CODES = {
  invalid: { code: 'INVALID_ACCESS_TOKEN', serviceErrorCode: 65600 },
  revoked: { code: 'REVOKED_ACCESS_TOKEN', serviceErrorCode: 65601 },
} as const;

/**
 * The token record of a request, or a RestError: 401 (spec's five types) or 400 when the
 * token is sent in more than one way (RFC 6750 3.1 invalid_request).
 * @example const record = authenticate(request, ctx.tokens); // throws RestError on failure
 */
function authenticate(request: Request, tokens: TokenStore): AccessTokenRecord {
  const header = request.headers.get('authorization');
  const queryTokens = requestUrl(request).searchParams.getAll('oauth2_access_token');
  if (queryTokens.length > 1 || (header !== null && queryTokens.length > 0)) {
    throw new RestError(400, 'The access token was sent in more than one way; send it once, in the Authorization header or in oauth2_access_token.', {
      'www-authenticate': challenge('invalid_request', 'The access token was sent in more than one way'),
    });
  }
  let token: string;
  if (header !== null) {
    const match = /^(\S+)(?:\s+(.*))?$/.exec(header.trim());
    if (match && match[1].toLowerCase() !== 'bearer') throw unauthorized(UNAUTHORIZED_MESSAGES.unknownScheme);
    token = (match?.[2] ?? '').trim();
  } else {
    token = (queryTokens[0] ?? '').trim();
  }
  // RFC 6750 3.1: a request without any authentication information gets no error code.
  if (!token) throw unauthorized(UNAUTHORIZED_MESSAGES.empty);
  const check = tokens.verify(token);
  if (check.status !== 'invalid' && check.record.tokenSecret) throw unauthorized(UNAUTHORIZED_MESSAGES.oauth1Token, 'invalid_token', 'The access token is an OAuth 1.0a token');
  switch (check.status) {
    case 'valid':
      if (check.record.application) throw new RestError(403, UNAUTHORIZED_MESSAGES.applicationToken);
      return check.record;
    case 'expired':
      throw unauthorized(expiredTokenMessage(check.record), 'invalid_token', 'The access token expired');
    case 'revoked':
      throw unauthorized(UNAUTHORIZED_MESSAGES.revoked, 'invalid_token', 'The access token was revoked', TODAY_CODES.revoked);
    default:
      throw unauthorized(UNAUTHORIZED_MESSAGES.invalid, 'invalid_token', 'The access token is invalid', TODAY_CODES.invalid);
  }
}

/**
 * The caller of a REST request. On a v1 path, by either protocol: an `Authorization: OAuth`
 * header, or no Authorization header and OAuth 1.0a parameters in the query or a form body, make
 * it a signed OAuth 1.0a call; anything else goes to `authenticate` (Bearer, oauth2_access_token).
 * On today's paths (/v2, /rest), `authenticate` alone: an `Authorization: OAuth` header is a call
 * without a token (401), and signature parameters in the query or body are not read.
 * @example const caller = await authenticateCall(ctx, request); // throws RestError on failure
 */
export function authenticateCall(ctx: MockContext, request: Request): AccessTokenRecord | Promise<AccessTokenRecord> {
  const header = request.headers.get('authorization');
  // Today's platform has no OAuth 1.0a (docs/v2.md): a signature is no bearer token, answered as none.
  if (isTodayPath(requestUrl(request).pathname)) {
    if (header !== null && isOAuthHeader(header)) throw unauthorized(UNAUTHORIZED_MESSAGES.empty);
    return authenticate(request, ctx.tokens);
  }
  // A bearer token (most calls) is checked at once; only a signed call reads the request (a body) first.
  if (header !== null && !isOAuthHeader(header)) return authenticate(request, ctx.tokens);
  return authenticateSignedOrQuery(ctx, request, header);
}

/** authenticateCall for a request without a bearer header: OAuth 1.0a signatures, or the token in the query. */
async function authenticateSignedOrQuery(ctx: MockContext, request: Request, header: string | null): Promise<AccessTokenRecord> {
  try {
    const signed = await readSignedRequest(request);
    if (signed.transport === 'none' && header === null) return authenticate(request, ctx.tokens);
    if (requestUrl(request).searchParams.has('oauth2_access_token')) {
      throw new RestError(400, 'The call carries both an OAuth 2.0 token (oauth2_access_token) and an OAuth 1.0a signature; authenticate it one way only.');
    }
    return await verifySignedCall(ctx, request, signed);
  } catch (error) {
    if (error instanceof OAuth1Problem) throw new RestError(401, error.restMessage, { 'www-authenticate': error.challenge(request) });
    throw error;
  }
}

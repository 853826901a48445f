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
import type { ApiCall, Era } from '../api/era.js';
import { Forbidden, RestError } from '../api/errors.js';
import { UNAUTHORIZED_MESSAGES, bearerChallenge, tokenRefusal } from './tokenRefusal.js';
import { isOAuthHeader } from '../oauth1/oauthHeaderParams.js';
import { OAuth1Problem } from '../oauth1/errors.js';
import { readSignedRequest } from '../oauth1/readSignedRequest.js';
import { verifySignedCall } from '../oauth1/verifySignedCall.js';
import { requestUrl } from '../http/requestUrl.js';

/**
 * The token record of a request, or a RestError: 401 (spec's five types, worded in the call's
 * era) or 400 when the token is sent in more than one way (RFC 6750 3.1 invalid_request).
 * @example const record = authenticate(request, 'v1', ctx.tokens); // throws RestError on failure
 */
function authenticate(request: Request, era: Era, tokens: TokenStore, applicationTokens = false): AccessTokenRecord {
  const header = request.headers.get('authorization');
  const queryTokens = requestUrl(request).searchParams.getAll('oauth2_access_token');
  if (queryTokens.length > 1 || (header !== null && queryTokens.length > 0)) {
    throw new RestError(400, 'The access token was sent in more than one way; send it once, in the Authorization header or in oauth2_access_token.', {
      headers: { 'www-authenticate': bearerChallenge('invalid_request', 'The access token was sent in more than one way') },
    });
  }
  let token: string;
  if (header !== null) {
    const match = /^(\S+)(?:\s+(.*))?$/.exec(header.trim());
    if (match && match[1].toLowerCase() !== 'bearer') throw tokenRefusal(era, 'unknownScheme');
    token = (match?.[2] ?? '').trim();
  } else {
    token = (queryTokens[0] ?? '').trim();
  }
  // RFC 6750 3.1: a request without any authentication information gets no error code.
  if (!token) throw tokenRefusal(era, 'empty');
  const check = tokens.verify(token);
  if (check.status !== 'invalid' && check.record.tokenSecret) throw tokenRefusal(era, 'oauth1Token');
  switch (check.status) {
    case 'valid':
      if (check.record.application && !applicationTokens) throw new Forbidden(UNAUTHORIZED_MESSAGES.applicationToken);
      return check.record;
    case 'expired':
      throw tokenRefusal(era, 'expired', check.record);
    case 'revoked':
      throw tokenRefusal(era, 'revoked', check.record);
    default:
      throw tokenRefusal(era, 'invalid');
  }
}

/**
 * The caller of a REST call. In v1, by either protocol: an `Authorization: OAuth` header, or no
 * Authorization header and OAuth 1.0a parameters in the query or a form body, make it a signed
 * OAuth 1.0a call; anything else goes to `authenticate` (Bearer, oauth2_access_token). In today's
 * API (/v2, /rest), `authenticate` alone: an `Authorization: OAuth` header is a call without a
 * token (401), and signature parameters in the query or body are not read.
 * @example const caller = await authenticateCall(ctx, { era: 'v1', request }); // throws RestError on failure
 */
export function authenticateCall(ctx: MockContext, call: ApiCall): AccessTokenRecord | Promise<AccessTokenRecord> {
  const { request, era } = call;
  const header = request.headers.get('authorization');
  // Today's platform has no OAuth 1.0a (docs/v2.md): a signature is no bearer token, answered as none.
  if (era === 'today') {
    if (header !== null && isOAuthHeader(header)) throw tokenRefusal(era, 'empty');
    return authenticate(request, era, ctx.tokens, call.applicationTokens);
  }
  // A bearer token (most calls) is checked at once; only a signed call reads the request (a body) first.
  if (header !== null && !isOAuthHeader(header)) return authenticate(request, era, ctx.tokens);
  return authenticateSignedOrQuery(ctx, request, header);
}

/** authenticateCall for a v1 request without a bearer header: OAuth 1.0a signatures, or the token in the query. */
async function authenticateSignedOrQuery(ctx: MockContext, request: Request, header: string | null): Promise<AccessTokenRecord> {
  try {
    const signed = await readSignedRequest(request);
    if (signed.transport === 'none' && header === null) return authenticate(request, 'v1', ctx.tokens);
    if (requestUrl(request).searchParams.has('oauth2_access_token')) {
      throw new RestError(400, 'The call carries both an OAuth 2.0 token (oauth2_access_token) and an OAuth 1.0a signature; authenticate it one way only.');
    }
    return await verifySignedCall(ctx, request, signed);
  } catch (error) {
    if (error instanceof OAuth1Problem) throw new RestError(401, error.restMessage, { headers: { 'www-authenticate': error.challenge(request) } });
    throw error;
  }
}

// Who is calling: the access token from `Authorization: Bearer …` or the legacy
// `oauth2_access_token` query parameter (spec "Presenting the token"), checked against the token
// store. Failures are the spec's five 401 types, each with its own message, and a
// WWW-Authenticate header as RFC 6750 section 3 describes.
import type { TokenStore } from '../store/tokens.js';
import type { AccessTokenRecord } from '../store/types.js';
import { RestError } from './restError.js';

/** The realm named in WWW-Authenticate challenges. */
export const REALM = 'api';

/** The spec's 401 types (table "401 error types"). */
export const UNAUTHORIZED_MESSAGES = {
  unknownScheme: "Unknown authentication schema. Send the token as 'Authorization: Bearer <ACCESS_TOKEN>'.",
  empty: "Empty oauth2 access token. Send 'Authorization: Bearer <ACCESS_TOKEN>' or the oauth2_access_token query parameter.",
  invalid: 'Invalid access token. The token is not one this service issued; restart the authorization flow to get a new one.',
  expired: 'Expired access token. Its 60 day lifetime is over; restart the authorization flow to get a new one.',
  revoked: 'The token has been revoked. The member removed the application in their privacy settings; a new authorization is needed.',
} as const;

function challenge(error?: string, description?: string): string {
  let value = `Bearer realm="${REALM}"`;
  if (error) value += `, error="${error}"`;
  if (description) value += `, error_description="${description.replace(/["\\]/g, '')}"`;
  return value;
}

function unauthorized(message: string, error?: string, description?: string): RestError {
  return new RestError(401, message, { 'www-authenticate': challenge(error, description) });
}

/**
 * The token record of a request, or a RestError: 401 (spec's five types) or 400 when the
 * token is sent in more than one way (RFC 6750 3.1 invalid_request).
 * @example const record = authenticate(request, ctx.tokens); // throws RestError on failure
 */
export function authenticate(request: Request, tokens: TokenStore): AccessTokenRecord {
  const header = request.headers.get('authorization');
  const queryTokens = new URL(request.url).searchParams.getAll('oauth2_access_token');
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
  switch (check.status) {
    case 'valid':
      return check.record;
    case 'expired':
      throw unauthorized(UNAUTHORIZED_MESSAGES.expired, 'invalid_token', 'The access token expired');
    case 'revoked':
      throw unauthorized(UNAUTHORIZED_MESSAGES.revoked, 'invalid_token', 'The access token was revoked');
    default:
      throw unauthorized(UNAUTHORIZED_MESSAGES.invalid, 'invalid_token', 'The access token is invalid');
  }
}

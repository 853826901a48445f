import type { TokenStore } from '../../store/tokens.js';
import type { AccessTokenRecord, AppRecord } from '../../store/types.js';
import { ParameterAbsent, ParameterRejected, TokenExpired, TokenRejected, TokenRevoked } from '../errors.js';

const PARAM = 'xoauth_oauth2_access_token';

/**
 * The token of the JavaScript API → REST exchange (xoauth_oauth2_access_token): sent once, a live
 * OAuth 2.0 token (the framework token of the signed credentials cookie, or any OAuth 2.0 token
 * the app holds for the member) issued to the application that signs the exchange.
 */
export function oauth2TokenRule(tokens: TokenStore, app: AppRecord, values: string[], now: number): AccessTokenRecord {
  if (values.length > 1) throw new ParameterRejected([PARAM], `The parameter ${PARAM} appears ${values.length} times; send the member's framework token once.`);
  const token = (values[0] ?? '').trim();
  if (!token) throw new ParameterAbsent([PARAM], `The parameter ${PARAM} is empty; send the access_token of the member's credentials cookie (linkedin_oauth_<api key>).`);
  const check = tokens.verify(token);
  switch (check.status) {
    case 'expired':
      throw new TokenExpired('The framework token has expired (it lives 30 minutes unless refreshed); have the member sign in again in the page, then exchange the new one.', now);
    case 'revoked':
      throw new TokenRevoked('The member revoked the application since the framework token was issued; they must authorize it again.');
    case 'invalid':
      throw new TokenRejected(token, `The ${PARAM} is not a token this service issued, or the member signed out or granted other scopes since; send the access_token of a current credentials cookie.`);
    case 'valid':
      break;
  }
  if (check.record.tokenSecret) throw new TokenRejected(token, `The ${PARAM} is already an OAuth 1.0a token; sign your calls with it instead of exchanging it.`);
  if (check.record.apiKey !== app.apiKey) {
    throw new TokenRejected(token, `The ${PARAM} was issued to another application than '${app.apiKey}'; exchange only tokens of the application whose key signs the request.`);
  }
  return check.record;
}

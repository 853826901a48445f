import type { TokenStore } from '../../store/tokens.js';
import type { AccessTokenRecord, AppRecord } from '../../store/types.js';
import type { TokenLookup } from '../verifySignedRequest.js';
import { ParameterAbsent, TokenRejected } from '../errors.js';

/**
 * The oauth_token of a signed API call: present, an OAuth 1.0a access token this service issued
 * (not replaced by a grant for other scopes), and one of the consumer's. Its secret signs the
 * call; whether it is still live (expired, revoked) is asked after the signature.
 */
export function accessTokenRule(tokens: TokenStore, token: string | undefined, app: AppRecord): TokenLookup<AccessTokenRecord> {
  if (!token) {
    throw new ParameterAbsent(['oauth_token'], "The call needs oauth_token: the member's OAuth 1.0a access token, signed with its token secret; the API takes no two-legged calls.");
  }
  const check = tokens.verify(token);
  if (check.status === 'invalid') {
    throw new TokenRejected(token, 'It is not a token this service issued, or a later grant for other scopes replaced it; run the authorization flow again.');
  }
  if (!check.record.tokenSecret) {
    throw new TokenRejected(token, 'It is an OAuth 2.0 token: send it as Authorization: Bearer <token>, unsigned, instead of as oauth_token.');
  }
  if (check.record.apiKey !== app.apiKey) {
    throw new TokenRejected(token, `It was issued to another application than '${app.apiKey}'; sign with the consumer key and secret of the application that obtained the token.`);
  }
  return { secret: check.record.tokenSecret, value: check.record };
}

import type { RequestTokenRecord, RequestTokenStore } from '../../store/requestTokens.js';
import { constantEquals } from '../../crypto/constantEquals.js';
import { OAUTH1_PATHS } from '../oauth1Paths.js';
import { ParameterAbsent, ParameterRejected, PermissionDenied, PermissionUnknown, TokenExpired, TokenRejected, TokenRevoked } from '../errors.js';

/**
 * The request token of an access token request can be exchanged now (RFC 5849 2.3): the member
 * authorized it, the verifier matches, it is not expired (the member has the request token's
 * lifetime to authorize it, the app then the verifier's lifetime to exchange it), not used and not
 * revoked since. A request token works once: a wrong verifier uses it up too, so a guessed
 * verifier gets one try. Returns who authorized it.
 */
export function requestTokenRule(store: RequestTokenStore, record: RequestTokenRecord, verifier: string | undefined, now: number): { memberId: string } {
  const check = store.check(record.token);
  switch (check.status) {
    case 'unknown':
    case 'used':
      throw new TokenRejected(record.token, 'The request token was already exchanged; a request token works once. Start the authorization again with a new request token.');
    case 'invalidated':
      throw new TokenRevoked('The member revoked the application (or granted it other scopes) after authorizing this request token; start the authorization again.');
    case 'denied':
      throw new PermissionDenied('The member refused to authorize this request token; start again if they change their mind.');
    case 'pending':
      throw new PermissionUnknown(
        `The member has not authorized this request token yet: send them to ${OAUTH1_PATHS.authorize}?oauth_token=… first, and exchange it once your callback receives oauth_verifier.`,
      );
    case 'expired':
      throw new TokenExpired(
        check.record.authorized
          ? "The verifier has expired: exchange it at once after the member's approval. Start the authorization again."
          : 'The request token expired before the member authorized it (see oauth_expires_in); start the authorization again.',
        now,
      );
    case 'authorized':
      break;
  }
  const authorized = check.record.authorized!;
  if (!verifier) {
    throw new ParameterAbsent(['oauth_verifier'], 'The access token request needs oauth_verifier: the value your callback received (or the PIN the member was shown for oob) (RFC 5849 2.3).');
  }
  store.markUsed(record.token);
  if (!constantEquals(verifier, authorized.verifier)) {
    throw new ParameterRejected(
      ['oauth_verifier'],
      'The oauth_verifier does not match the one the member was given for this request token; the request token is now used up. Start the authorization again and send the verifier unchanged.',
      401,
    );
  }
  return { memberId: authorized.memberId };
}

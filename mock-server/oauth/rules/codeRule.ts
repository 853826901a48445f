import type { AppRecord } from '../../store/types.js';
import type { CodeStore, AuthorizationCodeRecord } from '../../store/codes.js';
import { InvalidGrant, InvalidRequest } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';

/** The answer to a replayed code: it says exactly what was revoked (revokeIssuedFrom.ts). */
export const CODE_REPLAYED = 'The authorization code was already exchanged; a code works once. The access tokens issued for it, its refresh token and the access tokens refreshed from it are now revoked.';

/**
 * The code must be present once and one the service issued to this client, unexpired and not
 * yet exchanged (spec: "code missing, empty, invalid or expired → Error"; "client_id different
 * from the one used for the code → Error"). A second exchange fails and `revokeIssuedFrom` revokes
 * everything issued from the code (RFC 6749 4.1.2, RFC 9700 4.2.4; oauth/revokeIssuedFrom.ts).
 */
export function codeRule(params: URLSearchParams, app: AppRecord, codes: CodeStore, revokeIssuedFrom: (code: string) => void): AuthorizationCodeRecord {
  const read = readParam(params, 'code');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('code', read, 'the code your redirect_uri received'));
  const check = codes.check(read.value);
  switch (check.status) {
    case 'unknown':
      throw new InvalidGrant('The authorization code is not valid: the service never issued it. Send the code your redirect_uri received, unchanged.');
    case 'used':
      revokeIssuedFrom(read.value);
      throw new InvalidGrant(CODE_REPLAYED);
    case 'expired':
      throw new InvalidGrant('The authorization code has expired; exchange a code at once after receiving it, or start the authorization again.');
    case 'invalidated':
      throw new InvalidGrant("The authorization code is no longer valid: the member's grant for this application changed or was revoked.");
    case 'valid':
      break;
  }
  if (check.record.apiKey !== app.apiKey) {
    throw new InvalidGrant(`The authorization code was issued to another client_id, not to '${app.apiKey}'; use the client_id of the authorization request.`);
  }
  return check.record;
}

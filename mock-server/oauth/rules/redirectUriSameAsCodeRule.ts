import type { AuthorizationCodeRecord } from '../../store/codes.js';
import { InvalidRequest, RedirectUriMismatch } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';

/**
 * The token request repeats the authorization request's redirect_uri, character for character
 * (spec: Rule 6; "redirect_uri ... different from the authorization request → Error"; RFC 6749 4.1.3).
 */
export function redirectUriSameAsCodeRule(params: URLSearchParams, code: AuthorizationCodeRecord): void {
  const read = readParam(params, 'redirect_uri');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('redirect_uri', read, 'the same redirect_uri as the authorization request'));
  if (read.value !== code.redirectUri) {
    throw new RedirectUriMismatch(`The redirect_uri '${read.value}' is not the one the code was issued for; send exactly the redirect_uri of the authorization request.`);
  }
}

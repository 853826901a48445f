import type { SignedRequest } from '../readSignedRequest.js';
import { redirectUrlProblem } from '../../apps/redirectUrls.js';
import { ParameterAbsent, ParameterRejected } from '../errors.js';

/** The oauth_callback value for out-of-band: the member is shown the verifier to type in (RFC 5849 2.1). */
export const OUT_OF_BAND = 'oob';

/**
 * oauth_callback is required on the request token request (RFC 5849 2.1 and the issue; the real
 * service fell back to a registered callback URL, which no client of ours relies on, see
 * docs/oauth1.md): `oob`, or an absolute http(s) URL without '#'. Like the real 1.0a service, the
 * URL need not be registered: only the app, which holds the consumer secret, can name it.
 */
export function callbackRule(signed: SignedRequest): string {
  const callback = signed.oauth.get('oauth_callback') ?? '';
  if (callback === '') {
    throw new ParameterAbsent(
      ['oauth_callback'],
      "The request token request needs oauth_callback: the absolute URL the member returns to with oauth_token and oauth_verifier, or 'oob' to show the member the verifier to type in (RFC 5849 2.1).",
    );
  }
  if (callback === OUT_OF_BAND) return callback;
  const problem = redirectUrlProblem(callback);
  if (problem) throw new ParameterRejected(['oauth_callback'], `The oauth_callback is not valid: ${problem} Send an absolute http(s) URL, or 'oob'.`);
  return callback;
}

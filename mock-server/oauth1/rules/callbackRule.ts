import type { SignedRequest } from '../readSignedRequest.js';
import type { AppRecord } from '../../store/types.js';
import { redirectUriAllowed, redirectUrlProblem } from '../../apps/redirectUrls.js';
import { ParameterRejected } from '../errors.js';

/** The oauth_callback value for out-of-band: the member is shown the verifier to type in (RFC 5849 2.1). */
export const OUT_OF_BAND = 'oob';

/** A URL as a client sends it: printable ASCII only (anything else percent-encoded). */
const URL_CHARACTERS = /^[\x21-\x7e]+$/;

/**
 * The callback of a request token, as LinkedIn took it: "Redirect to the oauth_callback parameter
 * given in the request … If oauth_callback is not set, send the same information back to the 'OAuth
 * Callback URL' set for your application" (LinkedIn, "Getting an OAuth Token",
 * developer.linkedin.com/documents/getting-oauth-token). So any callback is honoured, registered or
 * not; none (or an empty one: passport-oauth1 without a callbackURL) is the app's first redirect URL,
 * or `oob` for an app that lists none. A callback must be `oob` or an absolute http(s) URL without
 * '#', written as a URL is sent (printable ASCII: no CR, LF, NUL, space or U+2028, which no redirect
 * can carry). What keeps a page that got a request token with the app's key from collecting a
 * member's verifier is not this rule: `authenticate` returns silently only to a callback the app
 * registered (callbackRegistered, authorizeRequestToken.ts), any other gets the consent page. The
 * length is bounded with every protocol parameter (protocolParamsRule).
 */
export function callbackRule(signed: SignedRequest, app: Pick<AppRecord, 'redirectUrls' | 'name'> = { redirectUrls: [], name: '' }): string {
  const callback = signed.oauth.get('oauth_callback') ?? '';
  if (callback === '') return app.redirectUrls[0] ?? OUT_OF_BAND;
  if (callback === OUT_OF_BAND) return callback;
  if (!URL_CHARACTERS.test(callback)) {
    throw new ParameterRejected(['oauth_callback'], "The oauth_callback has spaces, control characters or characters outside ASCII; percent-encode them (RFC 3986), or send 'oob'.");
  }
  const problem = redirectUrlProblem(callback);
  if (problem) throw new ParameterRejected(['oauth_callback'], `The oauth_callback is not valid: ${problem} Send an absolute http(s) URL, or 'oob'.`);
  return callback;
}

/** True when a member may be sent back to this callback without a click: `oob`, or a URL the app registered. */
export function callbackRegistered(app: Pick<AppRecord, 'redirectUrls'>, callback: string): boolean {
  return callback === OUT_OF_BAND || redirectUriAllowed(app, callback);
}

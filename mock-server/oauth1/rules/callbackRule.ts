import type { SignedRequest } from '../readSignedRequest.js';
import type { AppRecord } from '../../store/types.js';
import { redirectUriAllowed, redirectUrlProblem } from '../../apps/redirectUrls.js';
import { ParameterAbsent, ParameterRejected } from '../errors.js';

/** The oauth_callback value for out-of-band: the member is shown the verifier to type in (RFC 5849 2.1). */
export const OUT_OF_BAND = 'oob';

/** A URL as a client sends it: printable ASCII only (anything else percent-encoded). */
const URL_CHARACTERS = /^[\x21-\x7e]+$/;

/**
 * oauth_callback is required on the request token request (RFC 5849 2.1 and the issue; the real
 * service fell back to a registered callback URL, which no client of ours relies on, see
 * docs/oauth1.md): `oob`, or an absolute http(s) URL without '#', written as a URL is sent
 * (printable ASCII: no CR, LF, NUL, space or U+2028, which no redirect can carry). When the app
 * lists redirect URLs, the callback must be one of them (query ignored, as for OAuth 2.0's
 * redirect_uri): a page that got a request token with the app's key cannot send a member's
 * verifier to itself. An app that lists none may name any callback, but its members are never
 * sent back to it without a click (callbackRegistered, authorizeRequestToken.ts). The length is
 * bounded with every protocol parameter (protocolParamsRule).
 */
export function callbackRule(signed: SignedRequest, app: Pick<AppRecord, 'redirectUrls' | 'name'> = { redirectUrls: [], name: '' }): string {
  const callback = signed.oauth.get('oauth_callback') ?? '';
  if (callback === '') {
    throw new ParameterAbsent(
      ['oauth_callback'],
      "The request token request needs oauth_callback: the absolute URL the member returns to with oauth_token and oauth_verifier, or 'oob' to show the member the verifier to type in (RFC 5849 2.1).",
    );
  }
  if (callback === OUT_OF_BAND) return callback;
  if (!URL_CHARACTERS.test(callback)) {
    throw new ParameterRejected(['oauth_callback'], "The oauth_callback has spaces, control characters or characters outside ASCII; percent-encode them (RFC 3986), or send 'oob'.");
  }
  const problem = redirectUrlProblem(callback);
  if (problem) throw new ParameterRejected(['oauth_callback'], `The oauth_callback is not valid: ${problem} Send an absolute http(s) URL, or 'oob'.`);
  if (app.redirectUrls.length && !redirectUriAllowed(app, callback)) {
    throw new ParameterRejected(
      ['oauth_callback'],
      `The oauth_callback '${callback}' is not one of the redirect URLs registered for ${app.name || 'this application'} (${app.redirectUrls.join(', ')}); register it (fixtures, POST /__admin/fixtures) or send one of them, or 'oob'.`,
    );
  }
  return callback;
}

/** True when a member may be sent back to this callback without a click: `oob`, or a URL the app registered. */
export function callbackRegistered(app: Pick<AppRecord, 'redirectUrls'>, callback: string): boolean {
  return callback === OUT_OF_BAND || redirectUriAllowed(app, callback);
}

// The member's session on the page: IN.ENV.auth.oauth_token and member_id, as pages written for
// the original read them, plus when the framework token expires.
import { AuthMessage } from './authMessage';
import { AuthEnd } from './authWindow';
import { clearCredentialsCookie, writeCredentialsCookie } from './cookies';

/** The token API calls may use now, or '' when there is none or it has expired. */
export function currentToken(IN: any): string {
  var auth = IN.ENV.auth;
  return auth.oauth_expires_at && +new Date() >= auth.oauth_expires_at ? '' : auth.oauth_token;
}

/** Sets the session from a token message of the authorization window. */
export function startSession(IN: any, message: AuthMessage): void {
  var auth = IN.ENV.auth;
  auth.oauth_token = message.access_token;
  auth.member_id = message.member_id;
  extendSession(IN, +(message.expires_in as string));
  if (message.cookie && IN.ENV.js.credentials_cookie) writeCredentialsCookie(auth.api_key, message.cookie, IN.ENV.js.credentials_cookie_crc && message.cookie_crc);
}

/**
 * Starts the session from how a sign-in window ended; true when signed in. The caller fires auth
 * (at once after the popup, after the onLoad functions for auto-login).
 */
export function sessionFrom(IN: any, how: AuthEnd): boolean {
  if (!how._fields || how._fields.error) return false;
  startSession(IN, how._fields);
  return true;
}

/** Moves the page's expiry of the session to `seconds` from now. */
export function extendSession(IN: any, seconds: number): void {
  IN.ENV.auth.oauth_expires_in = seconds;
  IN.ENV.auth.oauth_expires_at = +new Date() + seconds * 1000;
}

/** Forgets the session on the page and removes the credentials cookie. */
export function endSession(IN: any): void {
  var auth = IN.ENV.auth;
  auth.oauth_token = auth.member_id = '';
  // Expired now: 0 seconds left.
  extendSession(IN, 0);
  if (auth.api_key) clearCredentialsCookie(auth.api_key);
}

/** What IN.API needs of the session; index.ts hands it over, so api/ does not import auth/. */
export function apiSession(IN: any) {
  return {
    /** The token calls may use now, or ''. */
    _token: function (): string {
      return currentToken(IN);
    },
    /**
     * The service no longer takes `token` (expired, revoked, logged out elsewhere): if it is
     * still the page's, the page is not signed in any more.
     */
    _refused: function (token: string): void {
      if (IN.ENV.auth.oauth_token !== token) return;
      endSession(IN);
      IN.Event.fire('noAuth');
    },
  };
}

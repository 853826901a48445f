// The credentials cookie (credentials_cookie: true): `linkedin_oauth_<api_key>`, the signed JSON
// the service made for this sign-in, so the app's server can check who signed in.
import { each } from '../compat/array';

// A date in the past: the browser drops the cookie.
var PAST = new Date(0).toUTCString();

function name(apiKey: string): string {
  return 'linkedin_oauth_' + apiKey;
}

function write(cookie: string): void {
  document.cookie = cookie;
}

/**
 * Writes the signed cookie value, and its CRC companion when given `crc` (the service computed it
 * with the cookie). `secure` only on https pages: a Secure cookie written by an http page is
 * dropped by browsers.
 */
export function writeCredentialsCookie(apiKey: string, signedJson: string, crc?: string): void {
  var value = encodeURIComponent(signedJson);
  var attrs = '; path=/' + (location.protocol === 'https:' ? '; secure' : '');
  write(name(apiKey) + '=' + value + attrs);
  if (crc) write(name(apiKey) + '_crc=' + crc + '; path=/');
}

/** Removes both cookies (logout). */
export function clearCredentialsCookie(apiKey: string): void {
  each(['', '_crc'], function (suffix) {
    write(name(apiKey) + suffix + '=null; expires=' + PAST + '; path=/');
  });
}

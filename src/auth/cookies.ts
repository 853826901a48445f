// The credentials cookie (credentials_cookie: true): `linkedin_oauth_<api_key>`, the signed JSON
// the service made for this sign-in, so the app's server can check who signed in.

// A date in the past: the browser drops the cookie.
var PAST = new Date(0).toUTCString();

/** Sets linkedin_oauth_<api_key><suffix> to `value` (and its attributes) for the whole site. */
function write(apiKey: string, suffix: string, value: string): void {
  document.cookie = 'linkedin_oauth_' + apiKey + suffix + '=' + value + '; path=/';
}

/**
 * Writes the signed cookie value, and its CRC companion when given `crc` (the service computed it
 * with the cookie). `secure` only on https pages: a Secure cookie written by an http page is
 * dropped by browsers.
 */
export function writeCredentialsCookie(apiKey: string, signedJson: string, crc?: string): void {
  write(apiKey, '', encodeURIComponent(signedJson) + (location.protocol === 'https:' ? '; secure' : ''));
  if (crc) write(apiKey, '_crc', crc);
}

/** Removes both cookies (logout). */
export function clearCredentialsCookie(apiKey: string): void {
  var gone = 'null; expires=' + PAST;
  write(apiKey, '', gone);
  write(apiKey, '_crc', gone);
}

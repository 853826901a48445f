// What the authorization window (popup or silent frame) answers the page. window/acceptMessage
// checks where it comes from; isAuthAnswer checks what it says.

/** A decoded sign-in message: a token, or an error. */
export interface AuthMessage {
  state: string;
  access_token?: string;
  member_id?: string;
  expires_in?: string;
  cookie?: string;
  /** CRC-32 of the URL-encoded cookie, for linkedin_oauth_<api_key>_crc (the service computes it). */
  cookie_crc?: string;
  error?: string;
  error_description?: string;
}

/** True for an error, or a token with the member it belongs to; a token alone is not believed. */
export function isAuthAnswer(fields: { [name: string]: string }): boolean {
  return !!(fields.error || (fields.access_token && fields.member_id));
}

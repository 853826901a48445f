// The one rule of what is a secret by its name, for both OAuth versions: the
// request journal (gateway/redact.ts), the `--log` line and the problems the service echoes
// (an OAuth 1.0a signature_invalid shows the base string with these values replaced) all read it.

/** What a secret's value is replaced by. */
export const REDACTED = 'REDACTED';

/**
 * Query and form parameters, JSON fields and WWW-Authenticate parameters whose values are secrets,
 * in lower case: OAuth 2.0 tokens, codes and client credentials (OpenID Connect's id_token, PKCE's
 * code_verifier, client assertions and id_token_hint included), OAuth 1.0a tokens, verifiers, signatures and the
 * OAuth 2.0 token an OAuth 1.0a exchange carries (xoauth_oauth2_access_token), passwords, CSRF
 * tokens, an app's secret key in fixtures, and the secret of today's image upload URLs (`ut`).
 */
export const SECRET_NAMES: ReadonlySet<string> = new Set([
  'access_token',
  'oauth2_access_token',
  'xoauth_oauth2_access_token',
  'refresh_token',
  'id_token',
  // An id_token sent back as a hint (OpenID Connect Core 3.1.2.1): the member's signed identity.
  'id_token_hint',
  'code',
  'code_verifier',
  'client_secret',
  'client_assertion',
  'oauth_token',
  'oauth_token_secret',
  'oauth_verifier',
  'oauth_signature',
  'password',
  'session_password',
  'csrftoken',
  'csrf_token',
  'token',
  'secretkey',
  // The secret of an image upload URL of today's API (today/media/images.ts).
  'ut',
]);

/** True when a parameter or field of this name carries a secret (any case). */
export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase());
}

/** `text` cut to `max` characters, marked with how long it was. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (cut: ${text.length} characters)` : text;
}

import { InvalidClient } from '../errors.js';

/**
 * No `code_verifier` on the web (3-legged) flow: LinkedIn answers `invalid_client` (PKCE is for
 * native apps it enabled it for, through /oauth/native-pkce/authorization). Clients that add PKCE by
 * default (next-auth 4 with `checks: ["pkce"]`, ASP.NET) break here as on the real service.
 */
export function codeVerifierRule(params: URLSearchParams): void {
  if (params.has('code_verifier')) {
    throw new InvalidClient('code_verifier is not accepted on the web flow: PKCE is only for native apps LinkedIn enabled it for (/oauth/native-pkce/authorization). Send the token request without code_verifier, with client_id and client_secret.');
  }
}

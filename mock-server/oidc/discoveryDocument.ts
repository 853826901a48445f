import { apiOriginOf, issuerOf } from './addresses.js';
import { OIDC_SCOPES } from '../scopes.js';

/** Path of the discovery document under the auth host (under /oauth, not the host root, as on the real service). */
export const DISCOVERY_PATH = '/oauth/.well-known/openid-configuration';
/** Path of the signing keys. */
export const JWKS_PATH = '/oauth/openid/jwks';
/** Path of the OpenID Connect userinfo endpoint, on the API host. */
export const USERINFO_PATH = '/v2/userinfo';

/** The claims an id_token and userinfo may carry, in the order the real document lists them. */
export const CLAIMS_SUPPORTED = ['iss', 'aud', 'iat', 'exp', 'sub', 'name', 'given_name', 'family_name', 'picture', 'email', 'email_verified', 'locale'];

/**
 * The discovery document: exactly the fields and values LinkedIn publishes (nothing more: no
 * token_endpoint_auth_methods_supported, no introspection or revocation endpoint), with every URL
 * on the address the client used; `asOf`, a replayed day, names that day's issuer (history/datedOidc.ts).
 * `paths`: the authorization and token endpoints' paths (oauth/oauthPaths.ts, current family).
 * @example discoveryDocument(new URL('https://www.linkedin.com/oauth/.well-known/openid-configuration'), OAUTH_PATHS.current).issuer // 'https://www.linkedin.com/oauth'
 */
export function discoveryDocument(url: URL, paths: { authorization: string; accessToken: string }, asOf: number | null = null) {
  return {
    issuer: issuerOf(url, asOf),
    authorization_endpoint: `${url.origin}${paths.authorization}`,
    token_endpoint: `${url.origin}${paths.accessToken}`,
    userinfo_endpoint: `${apiOriginOf(url)}${USERINFO_PATH}`,
    jwks_uri: `${url.origin}${JWKS_PATH}`,
    response_types_supported: ['code'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [...OIDC_SCOPES],
    claims_supported: [...CLAIMS_SUPPORTED],
  };
}

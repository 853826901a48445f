// Ledger entries of Sign In with LinkedIn using OpenID Connect: discovery, keys, the id_token, /v2/userinfo (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const DOC_OIDC = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2';
const WK = 'https://raw.githubusercontent.com/api-evangelist/linkedin/refs/heads/main/well-known/linkedin-well-known.yml';
const AUTHGEAR = 'https://github.com/authgear/authgear-server';

export const OIDC_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-OIDC-001', resource: 'GET /oauth/.well-known/openid-configuration', rule: 'the discovery document has exactly the fields LinkedIn publishes (issuer, the four endpoints, code, pairwise, RS256, the three scopes, twelve claims) and no others', source: 'code', address: AUTHGEAR },
  { id: 'F-OIDC-002', resource: 'GET /oauth/.well-known/openid-configuration', rule: 'the discovery document lives under /oauth, not at the host root; the JWKS and userinfo answer only at their exact paths', source: 'live', address: WK },
  { id: 'F-OIDC-003', resource: 'GET /oauth/.well-known/openid-configuration', rule: 'the issuer is https://www.linkedin.com/oauth (with the path), compared exactly by openid-client', source: 'live', address: 'https://github.com/keycloak/keycloak/issues/28686' },
  { id: 'F-OIDC-004', resource: 'GET /oauth/.well-known/openid-configuration', rule: 'next-auth 4\'s LinkedIn provider as shipped fails on the issuer, as it does against LinkedIn since 2024-04; with wellKnown it signs in', source: 'live', address: 'https://github.com/nextauthjs/next-auth/pull/10671' },
  { id: 'F-OIDC-005', resource: 'GET /oauth/openid/jwks', rule: 'the JWKS serves one RSA key without alg or use, made once per service and kept', source: 'code', address: 'https://github.com/KryptoNights/BuildFi' },
  { id: 'F-OIDC-006', resource: 'POST /oauth/v2/accessToken', rule: 'with openid the token answer carries an id_token signed RS256 with the JWKS kid; iss, aud (the client_id), iat and exp one hour apart on the service clock', source: 'doc', address: DOC_OIDC },
  { id: 'F-OIDC-007', resource: 'POST /oauth/v2/accessToken', rule: 'the id_token types email_verified and locale as strings ("true", "en_US"); userinfo as a boolean and {country, language}', source: 'code', address: 'https://github.com/timfeid/instabrand' },
  { id: 'F-OIDC-008', resource: 'POST /oauth/v2/accessToken', rule: 'a nonce is accepted and not echoed in the id_token: a client that expects it fails, as on LinkedIn', source: 'live', address: 'https://github.com/spring-projects/spring-security/issues/7696' },
  { id: 'F-OIDC-009', resource: 'POST /oauth/v2/accessToken', rule: 'which claims each scope brings (profile: names, picture, locale; email: email, email_verified; openid alone neither) is the mock\'s split', source: 'choice', address: DOC_OIDC },
  { id: 'F-OIDC-010', resource: 'POST /oauth/v2/accessToken', rule: 'sub is pairwise: stable for one app, different for another, and userinfo answers the same sub', source: 'code', address: AUTHGEAR },
  { id: 'F-OIDC-011', resource: 'POST /oauth/v2/accessToken', rule: 'a code_verifier on the web flow is refused with invalid_client', source: 'live', address: 'https://github.com/nextauthjs/next-auth/issues/8831' },
  { id: 'F-OIDC-012', resource: 'POST /oauth/v2/accessToken', rule: 'grants of v1 scopes keep the v1 answer {access_token, expires_in}: no refresh token, no scope, no token_type', source: 'code', address: 'https://github.com/timfeid/instabrand' },
  { id: 'F-OIDC-013', resource: 'POST /oauth/v2/accessToken', rule: 'openid-client\'s default client authentication (ClientSecretPost) is what LinkedIn reads; ClientSecretBasic is refused', source: 'live', address: 'https://github.com/directus/directus/issues/23645' },
  { id: 'F-OIDC-014', resource: 'POST /oauth/v2/accessToken', rule: 'a refresh answer has no token_type, so openid-client refuses it as against LinkedIn; its users\' customFetch workaround refreshes', source: 'live', address: 'https://github.com/panva/openid-client/issues/826' },
  { id: 'F-OIDC-015', resource: 'POST /oauth/v2/accessToken', rule: 'an id_token signed with a key the JWKS does not hold is refused by the client: the signature is really checked', source: 'choice' },
  { id: 'F-OIDC-016', resource: 'GET /v2/userinfo', rule: 'userinfo answers the granted claims with sub equal to the id_token\'s, for openid-client through discovery, the code grant and fetchUserInfo', source: 'doc', address: DOC_OIDC },
  { id: 'F-OIDC-017', resource: 'GET /v2/userinfo', rule: 'an unknown token: 401 {status, serviceErrorCode 65600, code INVALID_ACCESS_TOKEN, message "Invalid access token"}', source: 'live', address: 'https://github.com/nvh95/react-linkedin-login-oauth2/issues/92' },
  { id: 'F-OIDC-018', resource: 'GET /v2/userinfo', rule: 'no token: 401 65604 EMPTY_ACCESS_TOKEN; a token without openid: 65600; revoked: 65601 REVOKED_ACCESS_TOKEN; expired: 65602 EXPIRED_ACCESS_TOKEN (the numbers of the empty and expired token are ours)', source: 'choice' },
  { id: 'F-OIDC-019', resource: 'GET, POST /oauth/v2/dialog', rule: 'the consent page words openid and profile as one line, "Use your name and photo", and email as the portal words it', source: 'choice' },
  { id: 'F-OIDC-020', resource: 'GET /oauth/v2/authorization', rule: 'linkedin-api-client\'s AuthClient: comma-joined scopes, code, a token with id_token and refresh token, userinfo through RestliClient', source: 'code', address: 'https://github.com/linkedin-developers/linkedin-api-js-client' },
];

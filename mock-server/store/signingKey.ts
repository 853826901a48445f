/** The private RSA key the service signs id_tokens with, as a JWK (RFC 7517), with its `kid`. */
export interface SigningJwk {
  kty: 'RSA';
  kid: string;
  n: string;
  e: string;
  d: string;
  p?: string;
  q?: string;
  dp?: string;
  dq?: string;
  qi?: string;
}

/**
 * Where one service keeps its signing key: given in the options (a test pins it), restored by
 * `--state`, or made at first use (oidc/signingKey.ts) and kept from then on, across
 * `POST /__admin/reset` too (clients cache the JWKS).
 */
export interface SigningKeyHolder {
  jwk: SigningJwk | null;
}

import type { MockContext } from '../context/context.js';
import type { Scope } from '../scopes.js';
import { ID_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { signingKeyOf } from './signingKey.js';
import { idTokenClaims } from './memberClaims.js';

/** Who an id_token is for and where it was asked for. */
export interface IdTokenInput {
  issuer: string;
  apiOrigin: string;
  apiKey: string;
  memberId: string;
  scopes: readonly Scope[];
}

/**
 * The id_token of a grant with `openid`: RS256 with the JWKS key's `kid` (and LinkedIn's odd
 * `zip: "RS256"` header member, which clients accept), `iss`, `aud` = client_id, `iat`/`exp` one
 * hour apart on the service clock, the pairwise `sub`, and the profile and e-mail claims of the
 * granted scopes. No `nonce`, `at_hash`, `azp` or `auth_time`, as on the real service.
 */
export async function signIdToken(ctx: MockContext, input: IdTokenInput): Promise<string> {
  const member = ctx.directory.members.get(input.memberId);
  if (!member) throw new Error(`member ${input.memberId} is gone`);
  const { key, kid } = await signingKeyOf(ctx.signingKey);
  const iat = Math.floor(ctx.clock.now() / 1000);
  const payload = {
    iss: input.issuer,
    aud: input.apiKey,
    iat,
    exp: iat + ID_TOKEN_LIFETIME_SECONDS,
    sub: ctx.subjects.subjectOf(input.apiKey, input.memberId),
    ...idTokenClaims(member, input.scopes, input.apiOrigin),
  };
  // jose is loaded with the first id_token (signingKey.ts).
  const { SignJWT } = await import('jose');
  return new SignJWT(payload).setProtectedHeader({ zip: 'RS256', typ: 'JWT', kid, alg: 'RS256' } as never).sign(key);
}

import type { MockContext } from '../context/context.js';

/**
 * Revokes everything issued from an authorization code (RFC 6749 4.1.2: a code used twice
 * revokes "all tokens previously issued based on that authorization code"): the access tokens
 * of its exchange, its refresh token, and every access token refreshed from that refresh token.
 * @example revokeIssuedFrom(ctx, code) // on a replayed code
 */
export function revokeIssuedFrom(ctx: MockContext, code: string): void {
  const refreshTokens = new Set(ctx.refreshTokens.revokeIssuedFrom(code).map((record) => record.token));
  ctx.tokens.invalidateWhere((token) => token.code === code || (token.refreshToken !== undefined && refreshTokens.has(token.refreshToken)), 'revoked');
}

import type { MockContext } from '../context/context.js';
import type { Scope } from '../scopes.js';
import { sameScopes } from './rules/grantCovers.js';

/**
 * Records the member's consent (spec: "States and transitions"). A grant for different scopes
 * than the previous one replaces it: the earlier tokens become invalid and unexchanged codes
 * stop working ("Authorization with a different scope than previously granted → Previous
 * tokens invalidated"), OAuth 1.0a tokens and authorized request tokens alike (one grant, two
 * protocols). The same scopes again leave earlier tokens valid (coexistence).
 */
export function recordGrant(ctx: MockContext, memberId: string, apiKey: string, scopes: Scope[]): void {
  const now = ctx.clock.now();
  const previous = ctx.grants.get(memberId, apiKey);
  const changed = previous && !sameScopes(previous.scopes, scopes);
  if (changed) {
    ctx.tokens.invalidate(apiKey, memberId, 'replaced');
    ctx.refreshTokens.invalidate(apiKey, memberId, 'replaced');
    ctx.codes.invalidate(apiKey, memberId);
    ctx.requestTokens.invalidate(apiKey, memberId);
  }
  ctx.grants.put({ memberId, apiKey, scopes, grantedAt: now, lastUsedAt: now });
}

/**
 * The member revokes the app (privacy settings page, or POST /__admin/revoke): the grant goes,
 * every token (refresh tokens too) becomes `revoked` (REST: "The token has been revoked"), OAuth 1.0a ones too, and
 * unexchanged codes and authorized request tokens stop working. Returns whether there was a grant.
 */
export function revokeGrant(ctx: MockContext, memberId: string, apiKey: string): boolean {
  ctx.tokens.invalidate(apiKey, memberId, 'revoked');
  ctx.refreshTokens.invalidate(apiKey, memberId, 'revoked');
  ctx.codes.invalidate(apiKey, memberId);
  ctx.requestTokens.invalidate(apiKey, memberId);
  return ctx.grants.remove(memberId, apiKey);
}

import type { GrantRecord } from '../../store/grants.js';
import type { Scope } from '../../scopes.js';

/** True when both lists name the same scopes, in any order. */
export function sameScopes(a: readonly Scope[], b: readonly Scope[]): boolean {
  return a.length === b.length && a.every((scope) => b.includes(scope));
}

/**
 * Whether the dialog may be skipped (spec: Rules 3, 4 and 7): the member has a grant for this
 * app for exactly the requested scopes (more or fewer → dialog again; all or none), and it is
 * still valid: not revoked, and a token issued under it could still be unexpired (a grant lasts
 * `tokenLifetimeSeconds` from its last use).
 */
export function grantCovers(grant: GrantRecord | undefined, scopes: readonly Scope[], now: number, tokenLifetimeSeconds: number): boolean {
  if (!grant || !sameScopes(grant.scopes, scopes)) return false;
  return now < grant.lastUsedAt + tokenLifetimeSeconds * 1000;
}

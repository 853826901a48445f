// Permissions (spec "Scopes"): an endpoint names the scopes that let a caller in (any one of
// them); a token without one gets 403 naming what is missing (RFC 6750 insufficient_scope).
import { grantsAnyOf, type Scope } from '../scopes.js';
import { RestError } from '../api/errors.js';
import { REALM } from './tokenRefusal.js';

/**
 * Throws a 403 RestError unless `granted` holds one of `needed`.
 * @example requireScope(['r_basicprofile'], ['r_network'], 'GET /v1/people/~/connections') // throws 403 naming r_network
 */
export function requireScope(granted: readonly Scope[], needed: readonly Scope[], what: string): void {
  if (grantsAnyOf(granted, needed)) return;
  const names = needed.join(' or ');
  throw new RestError(
    403,
    `Access to ${what} needs the ${names} permission; the token was granted ${granted.join(', ') || 'no permissions'}. ` +
      `Ask for ${needed[0]} in the scope of the authorization request.`,
    { headers: { 'www-authenticate': `Bearer realm="${REALM}", error="insufficient_scope", scope="${needed.join(' ')}"` } },
  );
}

import { isScope, LEGACY_DEFAULT_SCOPE, SCOPES, type Scope } from '../../scopes.js';
import { suggestScope } from '../../oauth/rules/scopeRule.js';
import { ScopeNotAuthorized } from '../errors.js';

/**
 * The scopes of a request token request: the real service's `scope` extension, read from the
 * query string and the form body alike (passport-linkedin puts it in the URL, Ruby's oauth gem
 * and node-oauth in the body), separated by spaces or '+' (a '+' in the query is a space
 * already; `%2B` is taken as a separator too). None, or an empty one: r_basicprofile, the
 * legacy flow's default (spec: Authentication rule 2). A name given twice counts once. An
 * unknown name → 403 `Scope NOT_AUTHORIZED : <name>`, as the real service answered.
 */
export function scopeParamRule(other: URLSearchParams): Scope[] {
  const names = other
    .getAll('scope')
    .join(' ')
    .split(/[\s+]+/)
    .filter(Boolean);
  if (!names.length) return [...LEGACY_DEFAULT_SCOPE];
  const scopes: Scope[] = [];
  for (const name of names) {
    if (!isScope(name)) {
      const guess = suggestScope(name);
      const hint = name.includes(',')
        ? 'separate scope names with spaces or +, not commas'
        : guess
          ? `did you mean '${guess}'?`
          : `the scopes are ${Object.keys(SCOPES).join(', ')}`;
      throw new ScopeNotAuthorized(name, `The scope '${name}' is not a scope this service grants: ${hint}.`);
    }
    if (!scopes.includes(name)) scopes.push(name);
  }
  return scopes;
}

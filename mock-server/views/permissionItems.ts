import { SCOPES, type Scope } from '../scopes.js';
import { htmlEscape } from './htmlEscape.js';

/**
 * The permissions of a list of scopes as `<li>` items, in words: one item per wording, so scopes the
 * service words alike (openid and profile: "Use your name and photo") share a line; each item names
 * its scopes and, with `ids`, has the id `scope-{first scope}`. The consent and privacy pages use it.
 * @example permissionItems(['openid', 'profile'], true) // '<li id="scope-openid">Use your name and photo <span class="scope">(openid, profile)</span></li>'
 */
export function permissionItems(scopes: readonly Scope[], ids = false): string {
  const lines = new Map<string, Scope[]>();
  for (const scope of scopes) lines.set(SCOPES[scope].grants, [...(lines.get(SCOPES[scope].grants) ?? []), scope]);
  return [...lines]
    .map(([words, named]) => `<li${ids ? ` id="scope-${named[0]}"` : ''}>${htmlEscape(words)} <span class="scope">(${htmlEscape(named.join(', '))})</span></li>`)
    .join('');
}

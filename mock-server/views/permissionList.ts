import { SCOPES, type Scope } from '../scopes.js';
import { htmlEscape } from './htmlEscape.js';

/**
 * The permissions `scopes` grant, in words with the scopes' names: the list the login, consent and
 * privacy pages show. One item per wording, so scopes the service words alike (openid and profile:
 * "Use your name and photo") share a line naming both. With an `id` the list and each item carry
 * ids (`scope-{first scope of the line}`); lists shown several times on one page (a row per app)
 * pass none, so that ids stay unique.
 * @example permissionList(['openid', 'profile']) // '<ul id="scopes"><li id="scope-openid">Use your name and photo <span class="scope">(openid, profile)</span></li></ul>'
 */
export function permissionList(scopes: readonly Scope[], id = 'scopes'): string {
  const lines = new Map<string, Scope[]>();
  for (const scope of scopes) lines.set(SCOPES[scope].grants, [...(lines.get(SCOPES[scope].grants) ?? []), scope]);
  const items = [...lines]
    .map(([words, named]) => `<li${id ? ` id="scope-${named[0]}"` : ''}>${htmlEscape(words)} <span class="scope">(${htmlEscape(named.join(', '))})</span></li>`)
    .join('');
  return `<ul${id ? ` id="${id}"` : ''}>${items}</ul>`;
}

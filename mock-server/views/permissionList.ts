import { SCOPES, type Scope } from '../scopes.js';
import { htmlEscape } from './htmlEscape.js';

/**
 * The permissions `scopes` grant, in words with the scope's name: the list the login, consent and
 * privacy pages show. With an `id` the list and each item carry ids (`scope-NAME`); lists shown
 * several times on one page (a row per app) pass none, so that ids stay unique.
 * @example permissionList(['r_basicprofile'])
 */
export function permissionList(scopes: readonly Scope[], id = 'scopes'): string {
  const items = scopes
    .map((scope) => `<li${id ? ` id="scope-${scope}"` : ''}>${htmlEscape(SCOPES[scope].grants)} <span class="scope">(${htmlEscape(scope)})</span></li>`)
    .join('');
  return `<ul${id ? ` id="${id}"` : ''}>${items}</ul>`;
}

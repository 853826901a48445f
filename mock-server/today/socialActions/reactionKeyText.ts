// The key of a reaction in a /rest/reactions path, a Rest.li complex key: `(actor:{urn},entity:{urn})`
// (either order) or, for the finder, `(entity:{urn})`. The URNs may hold parentheses and commas of
// their own (`urn:li:comment:(urn:li:activity:1,2)`), so the key is split at its top level only.
import { own, record } from '../../records/safeKey.js';
import { BadRequest } from '../../api/errors.js';

/**
 * @example reactionKeyParts('(actor:urn:li:person:a,entity:urn:li:share:1)') // { actor: 'urn:li:person:a', entity: 'urn:li:share:1' }
 */
export function reactionKeyParts(text: string): { actor?: string; entity?: string } {
  if (!text.startsWith('(') || !text.endsWith(')')) throw new BadRequest(`A reaction key is (actor:{urn},entity:{urn}); it is '${text}'.`);
  const parts = record<string>();
  let depth = 0;
  let start = 1;
  for (let i = 1; i <= text.length - 1; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && i < text.length - 1) depth--;
    else if ((c === ',' && depth === 0) || i === text.length - 1) {
      const field = text.slice(start, i);
      const colon = field.indexOf(':');
      const name = field.slice(0, colon);
      if (colon < 1 || (name !== 'actor' && name !== 'entity') || own(parts, name) !== undefined) throw new BadRequest(`A reaction key is (actor:{urn},entity:{urn}); '${field}' is not one of its fields.`);
      parts[name] = field.slice(colon + 1);
      start = i + 1;
    }
  }
  return parts;
}

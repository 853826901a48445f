// The answer of a Rest.li finder: `{paging:{start,count,links,total?}, elements:[…]}`, each element
// projected by its own table (a page's view depends on the caller's role on it, so one table for
// all elements would not do). `projection=(elements*(…))` projects the elements; `paging` may be
// named too, and `*` (Rest.li's wildcard) names both; any other top-level name is a 400.
import { hasWildcard, WILDCARD, type ProjectionField } from '../../restli/projection.js';
import { pageOf, type Paging } from '../../restli/paging.js';
import { BadRequest } from '../../api/errors.js';

/**
 * One page of `items` as a finder answers it (restli/paging.ts), or all of them when it does not page.
 * @example finderAnswer(acls, { start: 0, count: 10 }, projection, (acl, fields) => projectRecord(acl, table, fields, env))
 */
export function finderAnswer<T>(
  items: readonly T[],
  paging: Paging | undefined,
  projection: ProjectionField[] | undefined,
  projectOne: (item: T, fields: ProjectionField[] | undefined) => unknown,
): Record<string, unknown> {
  const wanted = new Set((projection ?? []).map((f) => f.name));
  if (wanted.has(WILDCARD)) wanted.add('paging').add('elements');
  for (const name of wanted) if (name !== 'elements' && name !== 'paging' && name !== WILDCARD) throw new BadRequest(`'${name}' is not a field of a finder's answer; its fields are paging and elements.`);
  const elementsField = projection?.find((f) => f.name === 'elements');
  const page = paging ? pageOf(items, paging) : { paging: { start: 0, count: items.length, links: [] }, elements: items };
  const out: Record<string, unknown> = {};
  if (!projection || wanted.has('paging')) out.paging = page.paging;
  if (!projection || elementsField || hasWildcard(projection)) out.elements = page.elements.map((item) => projectOne(item, elementsField?.fields));
  return out;
}

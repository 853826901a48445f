// The answer of a Rest.li finder: `{paging:{start,count,links,total?}, elements:[…]}`, each element
// projected by its own table (a page's view depends on the caller's role on it, so one table for
// all elements would not do). `projection=(elements*(…))` projects the elements; `paging` may be
// named too; any other top-level name is a 400.
import type { ProjectionField } from '../../restli/projection.js';
import { wholeNumber } from './queryValues.js';
import { BadRequest } from '../../api/errors.js';

export interface FinderPaging {
  start: number;
  count: number;
}

/**
 * `start` and `count` of a finder (count at most `max`, default `defaultCount`).
 * @example finderPaging(new URLSearchParams('start=10&count=5'), 10, 100) // { start: 10, count: 5 }
 */
export function finderPaging(query: URLSearchParams, defaultCount: number, max: number): FinderPaging {
  const start = wholeNumber(query, 'start') ?? 0;
  const count = wholeNumber(query, 'count') ?? defaultCount;
  if (count > max) throw new BadRequest(`count may be at most ${max}, not ${count}; page with start instead.`);
  return { start, count };
}

/**
 * One page of `items` as a finder answers it; `total` is the number of items.
 * @example finderAnswer(acls, { start: 0, count: 10 }, projection, (acl, fields) => projectRecord(acl, table, fields, env))
 */
export function finderAnswer<T>(
  items: readonly T[],
  paging: FinderPaging | undefined,
  projection: ProjectionField[] | undefined,
  projectOne: (item: T, fields: ProjectionField[] | undefined) => unknown,
): Record<string, unknown> {
  const wanted = new Set((projection ?? []).map((f) => f.name));
  for (const name of wanted) if (name !== 'elements' && name !== 'paging') throw new BadRequest(`'${name}' is not a field of a finder's answer; its fields are paging and elements.`);
  const elementsField = projection?.find((f) => f.name === 'elements');
  const slice = paging ? items.slice(paging.start, paging.start + paging.count) : items;
  const out: Record<string, unknown> = {};
  if (!projection || wanted.has('paging')) {
    out.paging = paging ? { start: paging.start, count: paging.count, links: [], total: items.length } : { start: 0, count: items.length, links: [] };
  }
  if (!projection || elementsField) out.elements = slice.map((item) => projectOne(item, elementsField?.fields));
  return out;
}

// Paging (spec: "Paging"): `start` is the index of the first item, `count` the most items
// wanted; the page comes back in the `_count/_start/_total/values` envelope, `_count` and `_start`
// only when the page does not hold the whole list (serialize.ts, ListValue).
import { BadRequest } from '../../api/errors.js';
import { ListValue } from '../format/serialize.js';
import { MAX_PAGE_COUNT } from '../../defaults.js';
import { wholeNumberParam } from './queryParams.js';

export interface Paging {
  start: number;
  count: number;
}

/**
 * Reads `start` and `count`; a negative, fractional or non-numeric value, or a count above
 * `maxCount`, is a 400.
 * @example parsePaging(new URLSearchParams('start=10&count=10'), 10) // { start: 10, count: 10 }
 */
export function parsePaging(params: URLSearchParams, defaultCount: number, maxCount = MAX_PAGE_COUNT): Paging {
  const start = wholeNumberParam(params, 'start');
  const count = wholeNumberParam(params, 'count');
  if (count !== undefined && count > maxCount) {
    throw new BadRequest(`The query parameter 'count' may be at most ${maxCount} here, not ${count}; page with start instead.`);
  }
  return { start: start ?? 0, count: count ?? Math.min(defaultCount, maxCount) };
}

/** One page of `items` as a ListValue; `start` past the end gives an empty page. */
export function page<T>(items: T[], paging: Paging, itemName: string, map: (item: T) => unknown = (item) => item): ListValue {
  const slice = items.slice(paging.start, paging.start + paging.count);
  return new ListValue(slice.map(map), itemName, items.length, paging.start);
}

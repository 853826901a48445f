// `start` and `count` of a collection of today's API (Rest.li paging,
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination: start 0 and count
// 10 by default): whole numbers; count at most SOCIAL_PAGE_MAX (a larger count is capped, not refused:
// LinkedIn documents no maximum for these collections). A page is read from its collection in time
// linear in what it shows: a group of the store (store/groupedMap.ts) is walked only to its end.
import type { V2Call } from '../V2Route.js';
import { illegalArgument } from '../../restli/RestliError.js';
import { SOCIAL_PAGE_DEFAULT, SOCIAL_PAGE_MAX } from '../../defaults.js';

function pageParam(call: V2Call, name: string, fallback: number): number {
  const text = call.query.get(name);
  if (text === null) return fallback;
  if (!/^\d{1,9}$/.test(text)) throw illegalArgument(`${name} must be a whole number, not '${text}'.`);
  return Number(text);
}

/** `start` and `count` of a call (count capped at SOCIAL_PAGE_MAX). */
export function pagingOf(call: Pick<V2Call, 'query'>): { start: number; count: number } {
  return { start: pageParam(call as V2Call, 'start', 0), count: Math.min(pageParam(call as V2Call, 'count', SOCIAL_PAGE_DEFAULT), SOCIAL_PAGE_MAX) };
}

/**
 * One page of `all` (a list, or a group of the store in its order), with Rest.li's paging block.
 * @example pageOf(call, comments) // { paging: { start: 0, count: 10, links: [], total: 3 }, elements: [...] }
 */
export function pageOf<T>(call: Pick<V2Call, 'query'>, all: readonly T[] | ReadonlyMap<unknown, T>): { paging: { start: number; count: number; links: never[]; total: number }; elements: T[] } {
  const { start, count } = pagingOf(call);
  const total = Array.isArray(all) ? all.length : (all as ReadonlyMap<unknown, T>).size;
  return { paging: { start, count, links: [], total }, elements: slice(all, start, count) };
}

/** Items `start` to `start + count` of a list or of a Map's values, walking no further. */
export function slice<T>(all: readonly T[] | ReadonlyMap<unknown, T>, start: number, count: number): T[] {
  if (Array.isArray(all)) return all.slice(start, start + count);
  const out: T[] = [];
  let at = 0;
  for (const item of (all as ReadonlyMap<unknown, T>).values()) {
    if (at++ < start) continue;
    if (out.length === count) break;
    out.push(item);
  }
  return out;
}

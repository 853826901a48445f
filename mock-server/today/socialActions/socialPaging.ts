// `start` and `count` of a collection of today's API (Rest.li paging,
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination): whole numbers;
// count 10 by default, at most SOCIAL_PAGE_MAX (a larger count is capped, not refused).
import type { V2Call } from '../V2Route.js';
import { SOCIAL_PAGE_MAX } from '../../defaults.js';
import { BadRequest } from '../../api/errors.js';

function pageParam(call: V2Call, name: string, fallback: number): number {
  const text = call.query.get(name);
  if (text === null) return fallback;
  if (!/^\d{1,9}$/.test(text)) throw new BadRequest(`${name} must be a whole number, not '${text}'.`);
  return Number(text);
}

/**
 * One page of `all`, with Rest.li's paging block.
 * @example pageOf(call, comments) // { paging: { start: 0, count: 10, links: [], total: 3 }, elements: [...] }
 */
export function pageOf<T>(call: V2Call, all: T[]): { paging: { start: number; count: number; links: never[]; total: number }; elements: T[] } {
  const start = pageParam(call, 'start', 0);
  const count = Math.min(pageParam(call, 'count', 10), SOCIAL_PAGE_MAX);
  return { paging: { start, count, links: [], total: all.length }, elements: all.slice(start, start + count) };
}

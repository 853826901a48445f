// Rest.li paging (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination),
// read once for every collection of today's API: `start` and `count` are whole numbers (a default
// count when it is absent); past the collection's cap a count is refused or capped, as the
// collection's documentation says (the cap and what happens past it are the rule's parameters).
// The answer carries LinkedIn's paging block, `{start, count, links, total}`; a page is read from its
// collection (a list, or a group of the store in its order: store/groupedMap.ts) in time linear in
// what it shows, walking the collection no further than its end.
import { BadRequest } from '../api/errors.js';

/** Longest whole number `start` and `count` may be written with (a guard, not a limit of LinkedIn's). */
const MAX_DIGITS = 9;
const WHOLE_NUMBER = new RegExp(`^\\d{1,${MAX_DIGITS}}$`);

/** How a collection pages: its default count, its cap, and whether a larger count is refused (400) or capped. */
export interface PagingRule {
  defaultCount: number;
  maxCount: number;
  overMax: 'refuse' | 'cap';
}

/** One page's position: the first element and how many. */
export interface Paging {
  start: number;
  count: number;
}

/** A link of a paging block to another page (`rel` next or prev), as LinkedIn writes it. */
export interface PageLink {
  type: 'application/json';
  rel: 'next' | 'prev';
  href: string;
}

/** The paging block of an answer. */
export interface PagingBlock extends Paging {
  links: PageLink[];
  total: number;
}

function wholeNumber(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  if (!WHOLE_NUMBER.test(text)) throw new BadRequest(`${name} must be a whole number, not '${text}'.`);
  return Number(text);
}

/**
 * The page a call asks for: `start` (0 when absent) and `count` (the rule's default when absent).
 * @example pagingOf(new URLSearchParams('start=10&count=5'), { defaultCount: 10, maxCount: 100, overMax: 'refuse' }) // { start: 10, count: 5 }
 */
export function pagingOf(query: URLSearchParams, rule: PagingRule): Paging {
  const start = wholeNumber(query, 'start') ?? 0;
  const count = wholeNumber(query, 'count') ?? rule.defaultCount;
  if (count <= rule.maxCount) return { start, count };
  if (rule.overMax === 'cap') return { start, count: rule.maxCount };
  throw new BadRequest(`count may be at most ${rule.maxCount}, not ${count}; page with start instead.`);
}

/** A collection a page is read from: a list, or a Map's values in their order. */
export type Collection<T> = readonly T[] | ReadonlyMap<unknown, T>;

/**
 * One page of `items` with its paging block; `total` is the number of items.
 * @example pageOf(comments, { start: 0, count: 10 }) // { paging: { start: 0, count: 10, links: [], total: 3 }, elements: [...] }
 */
export function pageOf<T>(items: Collection<T>, paging: Paging): { paging: PagingBlock; elements: T[] } {
  const total = Array.isArray(items) ? items.length : (items as ReadonlyMap<unknown, T>).size;
  return { paging: { start: paging.start, count: paging.count, links: [], total }, elements: sliceOf(items, paging.start, paging.count) };
}

/**
 * Items `start` to `start + count` of a list or of a Map's values, walking no further.
 * @example sliceOf(new Map([[1, 'a'], [2, 'b']]), 1, 5) // ['b']
 */
export function sliceOf<T>(items: Collection<T>, start: number, count: number): T[] {
  if (Array.isArray(items)) return items.slice(start, start + count);
  const out: T[] = [];
  let at = 0;
  for (const item of (items as ReadonlyMap<unknown, T>).values()) {
    if (at++ < start) continue;
    if (out.length === count) break;
    out.push(item);
  }
  return out;
}

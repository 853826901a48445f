// Splitting a page's views by its followers' facets: whole numbers that add up, most followers first.
import { describe, expect, it } from 'vitest';
import { splitByWeight } from './pageDemographics.js';

describe('splitByWeight', () => {
  it('splits a total in whole numbers that add up to it, most weight first, the leftover units to the largest remainders', () => {
    expect(splitByWeight(10, new Map([['a', 2], ['b', 1]]))).toEqual([['a', 7], ['b', 3]]);
    expect(splitByWeight(10, new Map([['x', 1], ['y', 1], ['z', 1]]))).toEqual([['x', 4], ['y', 3], ['z', 3]]);
    const split = splitByWeight(997, new Map([['p', 5], ['q', 11], ['r', 3], ['s', 7]]));
    expect(split.map(([value]) => value)).toEqual(['q', 's', 'p', 'r']);
    expect(split.reduce((n, [, count]) => n + count, 0)).toBe(997);
  });

  it('a page without followers (no weight) has no element; no views, zeros', () => {
    expect(splitByWeight(25, new Map())).toEqual([]);
    expect(splitByWeight(0, new Map([['a', 3]]))).toEqual([['a', 0]]);
  });
});
